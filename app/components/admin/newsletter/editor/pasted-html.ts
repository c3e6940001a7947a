import TurndownService from "turndown";

const turndown = new TurndownService({
  headingStyle: "atx",
  bulletListMarker: "-",
  emDelimiter: "*",
  strongDelimiter: "**",
  codeBlockStyle: "fenced",
});

// Word's and Google Docs' clipboard carries styles, comments and Office tags that are no part of the text.
turndown.remove(["style", "script", "meta", "title", "head"]);
// One item a line, "- " and no blank lines between items (Docs puts each item's text in a paragraph).
turndown.addRule("listItem", {
  filter: "li",
  replacement: (content, node) => {
    const list = node.parentNode as HTMLElement | null;
    const marker = list?.nodeName === "OL" ? `${Array.prototype.indexOf.call(list.children, node) + 1}. ` : "- ";
    const text = content
      .trim()
      .replace(/\n\s*\n/g, "\n")
      .replace(/\n/g, `\n${" ".repeat(marker.length)}`);
    return `${marker}${text}\n`;
  },
});
turndown.addRule("officeTags", { filter: (node) => node.nodeName.includes(":"), replacement: (content) => content });

const styleOf = (node: HTMLElement) => (node.getAttribute("style") ?? "").replace(/\s/g, "").toLowerCase();

// Google Docs wraps the whole copy in a <b> with a normal weight, and marks bold and italic with styles on spans.
turndown.addRule("googleDocsWrapper", {
  filter: (node) => node.nodeName === "B" && /font-weight:(normal|400)/.test(styleOf(node)),
  replacement: (content) => content,
});
turndown.addRule("styledBold", {
  filter: (node) => node.nodeName === "SPAN" && /font-weight:(bold|[6-9]00)/.test(styleOf(node)),
  replacement: (content) => (content.trim() ? `**${content}**` : content),
});
turndown.addRule("styledItalic", {
  filter: (node) => node.nodeName === "SPAN" && styleOf(node).includes("font-style:italic"),
  replacement: (content) => (content.trim() ? `*${content}*` : content),
});

/** Text copied from Google Docs, Word or a web page, as Markdown rather than HTML. */
export function pastedHtmlToMarkdown(html: string): string {
  const body = html.match(/<body[^>]*>([\s\S]*)<\/body>/i)?.[1] ?? html;
  const withoutComments = body.replace(/<!--[\s\S]*?-->/g, "");
  return turndown
    .turndown(withoutComments)
    .replace(/\u00a0/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
