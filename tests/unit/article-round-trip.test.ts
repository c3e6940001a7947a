import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  documentToMarkdown,
  markdownOnlyReason,
  markdownToDocument,
} from "~/components/admin/newsletter/editor/article-markdown";
import { issueSourceMarkdown, loadNewsletterIssues, newsletterFolder } from "~/content/newsletter.server";

const issues = loadNewsletterIssues(newsletterFolder, undefined);

describe("the visual editor's Markdown", () => {
  // Every issue file in the archive, however many there are: an issue added is opened and round-tripped too.
  it("opens every issue in the archive's folder", () => {
    const files = readdirSync(newsletterFolder).filter((name) => /^issue-\d+\.md$/.test(name));
    expect(files.length).toBeGreaterThan(0);
    expect(issues.map((issue) => `issue-${issue.number}.md`).sort()).toEqual(files.sort());
  });

  it.each(issues.map((issue) => issue.number))(
    "gives issue %i back exactly as written when opened and saved unchanged, its {{coach.firstName}} kept",
    (number) => {
      const markdown = issueSourceMarkdown(number).trim();
      expect(documentToMarkdown(markdownToDocument(markdown))).toBe(markdown);
    },
  );

  it("keeps what she types that looks like Markdown as text: a bracket, an ampersand, a star", () => {
    const typed = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "R&D [draft] *not bold*" }] }] };
    const markdown = documentToMarkdown(typed);
    expect(markdown).toBe("R&D [draft] \\*not bold\\*");
    expect(markdownToDocument(markdown)).toEqual(typed);
  });

  it("writes a heading, a list, a link and a picture with its alt text as the site's Markdown", () => {
    const written = markdownToDocument(
      "## Next steps\n\n- one\n- two\n\nRead [the guide](/resources).\n\n![A desk by a window](/newsletter/images/desk.webp)",
    );
    expect(documentToMarkdown(written)).toBe(
      "## Next steps\n\n- one\n- two\n\nRead [the guide](/resources).\n\n![A desk by a window](/newsletter/images/desk.webp)",
    );
  });
});

describe("an article with Markdown the visual editor has no place for", () => {
  const roundTrip = (markdown: string) => documentToMarkdown(markdownToDocument(markdown));

  it.each([
    ["a table", "Before\n\n| Step | When |\n| --- | --- |\n| Ask | Monday |\n\nAfter", /a table, which/],
    ["a checklist", "- [ ] Update the CV\n- [x] Book the call", /a checklist/],
  ])("opens %s in the Markdown view and says why", (_name, markdown, named) => {
    expect(markdownOnlyReason(markdown)).toMatch(named);
    expect(markdownOnlyReason(markdown)).toMatch(/edit it as Markdown/);
  });

  it("opens in the visual editor every issue of the archive, and Markdown it writes itself", () => {
    for (const issue of issues) expect(markdownOnlyReason(issueSourceMarkdown(issue.number))).toBeUndefined();
    expect(markdownOnlyReason("## A\n\n- one\n- two\n\n> quoted **bold**")).toBeUndefined();
  });

  it("turns a reference link into the same link written inline", () => {
    const markdown = 'See [the guide][g] and [About].\n\n[g]: https://example.com/guide "The guide"\n[About]: /about';
    expect(markdownOnlyReason(markdown)).toBeUndefined();
    expect(roundTrip(markdown)).toBe('See [the guide](https://example.com/guide "The guide") and [About](/about).');
  });

  it("keeps every heading's words: # as a heading, #### to ###### as a subheading, setext as ATX", () => {
    const markdown = "# Top\n\nIntro\n\nUnderlined\n===\n\nAlso\n---\n\n#### Deep\n\n###### Deeper";
    expect(markdownOnlyReason(markdown)).toBeUndefined();
    expect(roundTrip(markdown)).toBe("## Top\n\nIntro\n\n## Underlined\n\n## Also\n\n### Deep\n\n### Deeper");
  });
});
