// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { pastedHtmlToMarkdown } from "~/components/admin/newsletter/editor/pasted-html";

describe("text pasted into the article", () => {
  it("from Google Docs becomes Markdown: headings, bold, italic, lists and links, without the styling", () => {
    const googleDocs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5e1a">
      <h2 dir="ltr"><span style="font-size:16pt;font-weight:400;">Why the quiet ones get promoted</span></h2>
      <p dir="ltr"><span style="font-weight:400;">Most </span><span style="font-weight:700;">senior</span><span style="font-weight:400;"> people </span><span style="font-style:italic;font-weight:400;">wait</span><span> to be asked.</span></p>
      <ul><li dir="ltr"><p dir="ltr"><span>Name the outcome</span></p></li><li dir="ltr"><p dir="ltr"><span>Ask for it</span></p></li></ul>
      <p dir="ltr"><a href="https://example.com/visibility"><span style="color:#1155cc;">the audit</span></a></p></b>`;
    expect(pastedHtmlToMarkdown(googleDocs)).toBe(
      [
        "## Why the quiet ones get promoted",
        "Most **senior** people *wait* to be asked.",
        "- Name the outcome\n- Ask for it",
        "[the audit](https://example.com/visibility)",
      ].join("\n\n"),
    );
  });

  it("from Word becomes Markdown, without Office's styles, comments and empty paragraphs", () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0cm}</style></head>
      <body lang=EN-GB><!--StartFragment--><p class=MsoNormal><b>Bold</b> and <i>italic</i> words<o:p></o:p></p>
      <p class=MsoNormal><o:p>&nbsp;</o:p></p><h2>A heading</h2><ol><li>First</li><li>Second</li></ol><!--EndFragment--></body></html>`;
    const markdown = pastedHtmlToMarkdown(word);
    expect(markdown).toBe("**Bold** and *italic* words\n\n## A heading\n\n1. First\n2. Second");
    expect(markdown).not.toMatch(/[<>]|MsoNormal|StartFragment/);
  });
});
