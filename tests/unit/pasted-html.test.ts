// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { pastedHtmlToMarkdown, pasteNote } from "~/admin/newsletter/editor/pasted-html";

const site = "https://coach.example";

describe("text pasted into the article", () => {
  it("from Google Docs becomes Markdown: headings, bold, italic, lists and links, without the styling", () => {
    const googleDocs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5e1a">
      <h2 dir="ltr"><span style="font-size:16pt;font-weight:400;">Why the quiet ones get promoted</span></h2>
      <p dir="ltr"><span style="font-weight:400;">Most </span><span style="font-weight:700;">senior</span><span style="font-weight:400;"> people </span><span style="font-style:italic;font-weight:400;">wait</span><span> to be asked.</span></p>
      <ul><li dir="ltr"><p dir="ltr"><span>Name the outcome</span></p></li><li dir="ltr"><p dir="ltr"><span>Ask for it</span></p></li></ul>
      <p dir="ltr"><a href="https://example.com/visibility"><span style="color:#1155cc;">the audit</span></a></p></b>`;
    expect(pastedHtmlToMarkdown(googleDocs, site).markdown).toBe(
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
    const { markdown } = pastedHtmlToMarkdown(word, site);
    expect(markdown).toBe("**Bold** and *italic* words\n\n## A heading\n\n1. First\n2. Second");
    expect(markdown).not.toMatch(/[<>]|MsoNormal|StartFragment/);
  });

  it("keeps a table's cells from Word and Google Docs, its first row the heading row, a short row filled out", () => {
    const word = `<body><p class=MsoNormal>Your week:</p><table class=MsoTableGrid border=1><tbody>
      <tr><td><p class=MsoNormal><b>Day</b></p></td><td><p class=MsoNormal>Step</p></td></tr>
      <tr><td><p class=MsoNormal>Monday</p></td><td><p class=MsoNormal>Ask for the meeting</p><p class=MsoNormal>or | write</p></td></tr>
      <tr><td><p class=MsoNormal>Tuesday</p></td></tr></tbody></table></body>`;
    expect(pastedHtmlToMarkdown(word, site).markdown).toBe(
      "Your week:\n\n| **Day** | Step |\n| --- | --- |\n| Monday | Ask for the meeting or \\| write |\n| Tuesday |  |",
    );
    const googleDocs = `<b style="font-weight:normal;"><div dir="ltr"><table><colgroup><col width="100"></colgroup><tbody>
      <tr><td><p dir="ltr"><span>Plan</span></p></td></tr><tr><td><p dir="ltr"><span style="font-weight:700;">Send it</span></p></td></tr>
      </tbody></table></div></b>`;
    expect(pastedHtmlToMarkdown(googleDocs, site).markdown).toBe("| Plan |\n| --- |\n| **Send it** |");
  });

  it("leaves out a picture from another site, and says so: showing it would tell that site she pasted", () => {
    const pasted = pastedHtmlToMarkdown(
      `<p>Before</p><img src="https://tracker.example/pixel.gif?id=42" alt="A chart"><p><img src="data:image/png;base64,iVBO" alt="">After</p>`,
      site,
    );
    expect(pasted.markdown).toBe("Before\n\nAfter");
    expect(pasteNote(pasted)).toBe(
      "2 pictures in what you pasted were left out: showing a picture from another site tells that site you pasted it. Add pictures with “Image…”.",
    );
  });

  it("keeps her own uploaded pictures, copied from the visual editor, a preview or the page, as the article writes them", () => {
    const pasted = pastedHtmlToMarkdown(
      `<img src="/admin/api/newsletter/images/desk.webp" alt="Desk"><img src="${site}/newsletter/images/plant.jpg" alt="Plant">`,
      site,
    );
    expect(pasted.markdown).toBe("![Desk](/newsletter/images/desk.webp)![Plant](/newsletter/images/plant.jpg)");
    expect(pasteNote(pasted)).toBeUndefined();
  });

  it("keeps a link to a public page or another site, and only the words of a link to the back office or no page", () => {
    const pasted = pastedHtmlToMarkdown(
      [
        `<p><a href="/admin/api/newsletter/drafts/3">the draft</a>, <a href="${site}/admin/newsletter">the screen</a>,`,
        `<a href="/forms/subscribe">the form</a>, <a href="#top">the top</a>, <a href="//evil.example/x">this</a>,`,
        `<a href="${site}/about?from=mail#story">About</a>, <a href="/newsletter/issue-3">issue 3</a>,`,
        `<a href="https://example.com/guide">the guide</a>, <a href="mailto:ask@example.com">write</a></p>`,
      ].join(" "),
      site,
    );
    expect(pasted.markdown).toBe(
      "the draft, the screen, the form, the top, this, [About](/about?from=mail#story), [issue 3](/newsletter/issue-3), [the guide](https://example.com/guide), [write](mailto:ask@example.com)",
    );
    expect(pasteNote(pasted)).toBe("5 links to the back office or to no page of the site were kept as words only.");
  });
});
