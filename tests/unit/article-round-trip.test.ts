import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { documentToMarkdown, markdownOnlyReason, markdownToDocument } from "~/admin/newsletter/editor/article-markdown";
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

describe("a checklist in the visual editor", () => {
  it.each([
    ["ticked and unticked", "- [ ] Update the CV\n- [x] Book the call"],
    ["between paragraphs, one item inside another", "Intro\n\n- [ ] Draft\n  - [x] Outline\n- [ ] Send\n\nAfter"],
    ["with bold words and a link", "- [ ] **Today:** read [the guide](/resources)"],
  ])("opens %s and gives it back exactly as written", (_name, markdown) => {
    expect(markdownOnlyReason(markdown)).toBeUndefined();
    expect(documentToMarkdown(markdownToDocument(markdown))).toBe(markdown);
  });

  it("writes the items she makes, and the one she ticks, as `- [ ]` and `- [x]`, each marker once", () => {
    const item = (text: string, checked: boolean) => ({
      type: "taskItem",
      attrs: { checked },
      content: [{ type: "paragraph", content: [{ type: "text", text }] }],
    });
    const made = { type: "doc", content: [{ type: "taskList", content: [item("Call Sam", true), item("Send the CV", false)] }] };
    expect(documentToMarkdown(made)).toBe("- [x] Call Sam\n- [ ] Send the CV");
    expect(markdownToDocument("- [x] Call Sam\n- [ ] Send the CV")).toEqual(made);
  });
});

describe("a table in the visual editor", () => {
  const cell = (type: string, text: string) => ({
    type,
    content: [{ type: "paragraph", content: text ? [{ type: "text", text }] : [] }],
  });
  const row = (type: string, ...texts: string[]) => ({ type: "tableRow", content: texts.map((text) => cell(type, text)) });

  it.each([
    ["between paragraphs", "Before\n\n| Step | When   |\n| ---- | ------ |\n| Ask  | Monday |\n\nAfter"],
    [
      "with bold words, a link and an empty cell",
      "| Step      | Link              |\n| --------- | ----------------- |\n| **Ask**   | [guide](/resources) |\n| Send      |                   |",
    ],
  ])("opens one %s and gives back the same table", (_name, markdown) => {
    expect(markdownOnlyReason(markdown)).toBeUndefined();
    const written = documentToMarkdown(markdownToDocument(markdown));
    expect(markdownToDocument(written)).toEqual(markdownToDocument(markdown));
    expect(written).not.toMatch(/\n{3}/);
  });

  it("writes the table she makes as a GFM table, its first row the header, a | in a cell kept as text", () => {
    const made = {
      type: "doc",
      content: [
        {
          type: "table",
          content: [
            row("tableHeader", "Day", "Plan"),
            row("tableCell", "Monday", "CV | cover letter"),
            row("tableCell", "Friday", ""),
          ],
        },
      ],
    };
    const markdown = documentToMarkdown(made);
    expect(markdown).toBe(
      "| Day    | Plan               |\n| ------ | ------------------ |\n| Monday | CV \\| cover letter |\n| Friday |                    |",
    );
    expect(markdownToDocument(markdown)).toEqual(made);
  });
});

describe("an article with Markdown the visual editor has no place for", () => {
  const roundTrip = (markdown: string) => documentToMarkdown(markdownToDocument(markdown));

  it("opens a table it cannot write back the same (a | inside code in a cell) in the Markdown view and says why", () => {
    const markdown = "Before\n\n| Command | Means |\n| --- | --- |\n| `a|b` | either |\n\nAfter";
    expect(markdownOnlyReason(markdown)).toMatch(/a table, which/);
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
