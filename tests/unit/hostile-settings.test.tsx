// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import nodemailer from "nodemailer";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SiteFooter } from "~/components/layout/site-footer";
import { issueTextsIn, newsletterFolder, newsletterFrom } from "~/content/newsletter.server";
import { sessionsSeed } from "~/content/sessions";
import { siteWith } from "~/content/site";
import type { SavedSettings } from "~/content/site-settings";
import { serverPageSlots } from "~/lib/server-page-slots";
import { SiteProvider } from "~/lib/site-context";
import { pageGraph } from "~/lib/structured-data";

/**
 * Values the settings screen refuses (server/settings, tests/server/site-settings.test.ts): if one got
 * into the content anyway, each place it goes must still escape it. Each is handed the site made from them, as the
 * root loader hands the pages her saved settings (decision 053).
 */
const script = '"><script>alert(1)</script>';
/** What the server page's shell once took for its slots, and what it takes now, as text. */
const slotLookalikes = "%SERVER-PAGE-CONTENT% %SERVER-PAGE-TITLE% <server-page-content></server-page-content>";
const markdownLink = "[x](https://evil.example)";
const hostile: SavedSettings = {
  "coach.name": `Claire ${script}`,
  "address.locality": `Islington ${slotLookalikes}`,
  "coach.firstName": `Claire ${markdownLink} **bold** <b>html</b>`,
  "address.street": `1 Lane ${script}`,
  "links.linkedIn": `https://www.linkedin.com/in/claire${script}`,
};

afterEach(cleanup);

describe("hostile settings, rendered", () => {
  const site = siteWith(hostile, sessionsSeed);
  const footer = () => (
    <SiteProvider settings={hostile} sessions={sessionsSeed}>
      <SiteFooter />
    </SiteProvider>
  );

  it("reach the content as given (the build takes them as saved)", () => {
    expect(site.coach.name).toBe(hostile["coach.name"]);
  });

  it("are text in the footer's HTML and attributes, never markup", async () => {
    const html = renderToStaticMarkup(footer());
    expect(html).not.toContain("<script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; on LinkedIn");
    expect(html).toContain(`href="https://www.linkedin.com/in/claire&quot;&gt;&lt;script&gt;`);
  });

  it("cannot end the structured data's script element", async () => {
    const graph = pageGraph({ crumbs: [] }, "https://www.coach.example", site);
    const Stub = createRoutesStub([{ path: "/", Component: Meta, meta: () => [{ "script:ld+json": graph }] }]);
    render(<Stub />);
    const element = document.querySelector('script[type="application/ld+json"]');
    expect(document.querySelectorAll("script:not([type])")).toHaveLength(0);
    expect(element?.innerHTML).not.toContain("</script>");
    expect(JSON.stringify(JSON.parse(element?.textContent ?? "null"))).toContain(
      JSON.stringify(hostile["coach.name"]).slice(1, -1),
    );
  });

  it("cannot add a header to the e-mails that carry the coach's address: the site's own schema refuses it", async () => {
    const { siteOf } = await import("../../server/settings/current");
    const { siteWith } = await import("../../app/content/site");
    const { unsubscribeHeaders } = await import("../../server/subscriptions/mail");
    expect(() => siteWith({ email: "claire@example.com\r\nBcc: everyone@example.com" }, sessionsSeed)).toThrow(/email/);
    // The settings' rows; no row of her sessions (the seed's then).
    const rows = Object.entries(hostile).map(([key, value]) => ({ key, value }));
    const saved = await siteOf({ query: async (sql: string) => (sql.includes("site_settings") ? rows : []) });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent = await transport.sendMail({
      from: "site@example.com",
      to: "reader@example.com",
      subject: "Welcome",
      text: "Hello",
      headers: unsubscribeHeaders(saved, "https://www.coach.example/unsubscribe?token=t"),
    });
    const headers = (sent.message as Buffer).toString("utf8").split("\r\n\r\n")[0] ?? "";
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^List-Unsubscribe: /m);
  });

  it("stay text in issues 1–4, whose sign-off is her first name: no link, emphasis or HTML of hers", async () => {
    const { issues } = newsletterFrom(issueTextsIn(newsletterFolder), [], site.coach, {});
    const signedOff = issues.map((each) => each.issue).filter((issue) => issue.number <= 4);
    expect(signedOff).toHaveLength(4);
    for (const issue of signedOff) {
      expect(issue.html, `issue ${issue.number}`).not.toContain('evil.example"');
      expect(issue.html, `issue ${issue.number}`).not.toMatch(/<strong>bold|<b>html/);
      expect(issue.html, `issue ${issue.number}`).toContain("Claire [x](https://evil.example) **bold** &lt;b&gt;html&lt;/b&gt;");
    }
  });

  it("cannot be taken for a slot of the server pages' shell: the confirm, unsubscribe and form pages still answer", async () => {
    const { default: ServerPageShell } = await import("~/routes/server-page-shell");
    const { pageTitle } = await import("~/lib/seo");
    const { serverPageHtml } = await import("../../server/http/server-page");
    const shell = renderToStaticMarkup(
      <html lang="en-GB">
        <head>
          <title>{pageTitle(serverPageSlots.title)}</title>
        </head>
        <body>
          <main>
            <ServerPageShell />
          </main>
          {footer()}
        </body>
      </html>,
    );
    expect(shell).toContain("%SERVER-PAGE-CONTENT%");
    const html = serverPageHtml({ bodies: { identity: Buffer.from(shell) } } as never, "You're subscribed", <p>Welcome.</p>);
    expect(html).toContain("<title>You&#39;re subscribed | ");
    expect(html).toContain("<main><p>Welcome.</p></main>");
    expect(html).toContain("Islington %SERVER-PAGE-CONTENT% %SERVER-PAGE-TITLE% &lt;server-page-content&gt;");
  });
});
