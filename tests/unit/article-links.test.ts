import { describe, expect, it } from "vitest";
import { isBackOfficePath, isSitePath } from "../../app/content/article-html.server";
import { articleHtml, articleRuleBreaks } from "../../app/content/newsletter.server";
import { editionArticleHtml } from "../../server/mail/html/article";

const origin = "https://www.nextmovestrategy.co.uk";
const offSite = [
  "/\\evil.example/x",
  "//evil.example/x",
  "\\\\evil.example/x",
  "/%2F%2Fevil.example/x",
  "/%2f/evil.example/x",
  "/%5Cevil.example/x",
  "/%252F%252Fevil.example/x",
  "/\t/evil.example/x",
  "/%09/evil.example/x",
];
const tagged = (path: string) => `${origin}${path}?tagged`;
const edition = (markdown: string) => editionArticleHtml(markdown, { publicOrigin: origin, sitePathLink: tagged });

describe("a link to a path on the site, as a mail program reads it", () => {
  it.each(offSite)("%s leaves the site, so it is not a site path", (href) => {
    expect(isSitePath(href)).toBe(false);
  });

  it.each(["/contact", "/newsletter/issue-3#the-week", "/free-resources?topic=cv", "/a%20page"])(
    "%s stays on the site",
    (href) => {
      expect(isSitePath(href)).toBe(true);
    },
  );

  it.each(offSite.filter((href) => href.startsWith("/") && !href.includes("\t")))(
    "[x](%s) breaks an article's rules, and neither the page nor the e-mail links off the site",
    (href) => {
      expect(articleRuleBreaks(`[x](${href})`).join(" ")).toContain(`goes to "${href}", which is not a web address`);
      for (const html of [articleHtml(`<a href="${href}">x</a>`, true), edition(`<a href="${href}">x</a>`)]) {
        expect(html).not.toContain("evil.example");
        expect(html).toContain(">x</a>");
      }
    },
  );

  it.each(["/admin/api/newsletter/drafts/3", "/admin", "/./admin/newsletter", "/%61dmin/api/x", "/ADMIN/x"])(
    "[x](%s) goes into the back office: refused with its reason, and the e-mail keeps only its words",
    (href) => {
      expect(isBackOfficePath(href)).toBe(true);
      expect(articleRuleBreaks(`[the draft](${href})`)).toEqual([
        `the link "the draft" goes to "${href}", a screen of the back office that readers cannot open: link to a page of the site instead`,
      ]);
      expect(edition(`[the draft](${href})`)).toMatch(/<a style="[^"]*">the draft<\/a>/);
    },
  );

  it.each([
    `${origin}/admin/newsletter/drafts/3`,
    `http://WWW.NEXTMOVESTRATEGY.CO.UK/%61dmin`,
    `${origin}/./admin/api/x`,
    "https://nextmovestrategy.co.uk/admin/subscribers",
    "https://www.nextmovestrategy.co.uk:8443/admin",
  ])(
    "[x](%s), the back office in full on the site's own address: refused once the site's address is known, words only in the e-mail",
    (href) => {
      expect(articleRuleBreaks(`[the draft](${href})`, { siteOrigin: origin })).toEqual([
        `the link "the draft" goes to "${href}", a screen of the back office that readers cannot open: link to a page of the site instead`,
      ]);
      expect(edition(`[the draft](${href})`)).toMatch(/<a style="[^"]*">the draft<\/a>/);
    },
  );

  it.each([
    ["http://localhost:3000", "http://127.0.0.1:3000/admin/newsletter"],
    ["http://127.0.0.1:3000", "http://localhost:3000/admin"],
    ["http://localhost:3000", "http://[::1]:3000/admin/api/x"],
  ])("on a site served at %s, [x](%s) is the same machine's back office: refused", (siteOrigin, href) => {
    expect(articleRuleBreaks(`[the draft](${href})`, { siteOrigin })).toHaveLength(1);
  });

  it("lets another site's /admin page and the site's own pages written in full through", () => {
    const links = `[their guide](https://example.org/admin/guide) and [About](${origin}/about)`;
    expect(articleRuleBreaks(links, { siteOrigin: origin })).toEqual([]);
    expect(edition(links)).toContain('href="https://example.org/admin/guide"');
  });

  it("refuses a picture shown from the back office's copy, and lets a page whose path merely starts alike through", () => {
    expect(articleRuleBreaks("![Desk](/admin/api/newsletter/images/desk.webp)").join(" ")).toContain(
      "the image /admin/api/newsletter/images/desk.webp is the back office's copy",
    );
    expect(isBackOfficePath("/administration-tips")).toBe(false);
    expect(articleRuleBreaks("[tips](/administration-tips) and [About](/about)")).toEqual([]);
  });

  it("makes a site path absolute and tagged in the e-mail, and leaves other sites' links as written", () => {
    const html = edition("[Contact](/contact) and [LinkedIn](https://www.linkedin.com/in/someone)");
    expect(html).toContain(`href="${origin}/contact?tagged"`);
    expect(html).toContain('href="https://www.linkedin.com/in/someone"');
  });
});

describe("a picture in the e-mail edition", () => {
  it("is at most the column wide, by its width attribute and max-width, whatever its author wrote", () => {
    const html = edition(
      '<img src="/newsletter/images/0123456789abcdef0123456789abcdef.jpg" alt="Wide" width="4000" height="1000" style="width:4000px">',
    );
    expect(html).toMatch(/<img [^>]*width="534"/);
    expect(html).toContain("max-width:100%;height:auto");
    expect(html).not.toContain("4000");
    expect(html).toMatch(
      /src="https:\/\/www\.nextmovestrategy\.co\.uk\/newsletter\/images\/0123456789abcdef0123456789abcdef-email-\w+\.jpg"/,
    );
  });

  it("shows an uploaded picture narrower than the column at its own width, not stretched, and a wider one at the column's", () => {
    const markdown = (name: string) => `![A chart](/newsletter/images/${name})`;
    const widths = new Map([
      ["0123456789abcdef0123456789abcdef.png", 200],
      ["fedcba9876543210fedcba9876543210.jpg", 3000],
    ]);
    const dressed = (name: string) =>
      editionArticleHtml(markdown(name), { publicOrigin: origin, sitePathLink: tagged, uploadedPictureWidths: widths });
    expect(dressed("0123456789abcdef0123456789abcdef.png")).toMatch(/<img [^>]*width="200"/);
    expect(dressed("fedcba9876543210fedcba9876543210.jpg")).toMatch(/<img [^>]*width="534"/);
  });

  it("keeps a narrower picture's own width", () => {
    expect(edition('<img src="https://example.com/badge.png" alt="Badge" width="120">')).toMatch(/<img [^>]*width="120"/);
  });
});

describe("a table on the page and in the e-mail edition", () => {
  it("spans the column and breaks a word too long for its cell, so a phone never scrolls sideways", () => {
    const html = edition("| Step | Note |\n| --- | --- |\n| Thank the panel | Acknowledgements |");
    expect(html).toMatch(/<table style="width:100%;/);
    for (const cell of ["th", "td"]) expect(html).toMatch(new RegExp(`<${cell} style="[^"]*word-break:break-word`));
    expect(html.replace(/<[^>]+>/g, " ")).toMatch(/Thank the panel\s+Acknowledgements/);
  });
});

describe("a checklist and a fourth-level heading, on the page and in the e-mail", () => {
  const checklist = "#### Before Friday\n\n- [x] Update the CV\n- [ ] Book the call";

  it.each([
    ["the page of an issue written in the back office", articleHtml(checklist, true)],
    ["the page of an issue file", articleHtml(checklist, false)],
    ["the e-mail", edition(checklist)],
  ])(
    "%s shows each item's box as a character, ☑ ticked and ☐ not, in a list without bullets and no form control",
    (_where, html) => {
      expect(html).not.toMatch(/<input|type="checkbox"/);
      expect(html.replace(/<[^>]+>/g, "")).toContain("☑ Update the CV");
      expect(html.replace(/<[^>]+>/g, "")).toContain("☐ Book the call");
      expect(html).toMatch(/<ul class="checklist"/);
      expect(html).toMatch(/<h4[ >]/);
    },
  );

  it("the e-mail writes the list without bullets and the heading in a style of its own, both inline", () => {
    const html = edition(checklist);
    expect(html).toMatch(/<ul class="checklist" style="[^"]*list-style-type:none/);
    const h3 = edition("### Sub").match(/<h3 style="([^"]+)"/)?.[1];
    const h4 = html.match(/<h4 style="([^"]+)"/)?.[1];
    expect(h4).toBeDefined();
    expect(h4).not.toBe(h3);
  });

  it("a list with plain items among the ticked ones keeps its bullets", () => {
    expect(articleHtml("- [x] Done\n- Plain", true)).toMatch(/<ul>/);
  });
});
