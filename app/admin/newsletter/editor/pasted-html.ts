import TurndownService from "turndown";
import { pagePaths } from "~/content/pages";

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
// A table as GFM, one line a row. Word's and Google Docs' tables have no heading cells: their first row is read as the
// heading row a Markdown table must have. A cell's paragraphs and line breaks run on one line, a | in it kept as text.
turndown.addRule("tableCell", {
  filter: ["th", "td"],
  replacement: (content) =>
    ` ${content
      .trim()
      .replace(/\s*\n\s*/g, " ")
      .replace(/\|/g, "\\|")} |`,
});
turndown.addRule("tableRow", {
  filter: "tr",
  replacement: (content, node) => {
    const row = node as HTMLTableRowElement;
    const table = row.closest("table");
    const columns = Math.max(...Array.from(table?.rows ?? [row], (each) => each.cells.length));
    const line = `|${content}${"  |".repeat(columns - row.cells.length)}\n`;
    return table?.rows[0] === row ? `${line}|${" --- |".repeat(columns)}\n` : line;
  },
});
turndown.addRule("table", { filter: "table", replacement: (content) => `\n\n${content}\n\n` });
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

/** What a paste puts in the article, and what of the copied text it left out, to be said beside the article. */
export interface PastedText {
  markdown: string;
  /** Pictures from anywhere but her own uploads: loading one would tell its site that she pasted it. */
  picturesLeftOut: number;
  /** Links to the back office, or to anything else of this site that is not a public page: kept as words. */
  linksLeftOut: number;
}

// No page's path depends on her settings or her words.
const publicPagePaths = new Set<string>(Object.values(pagePaths));

/**
 * The path of an address copied from this site, written as a path (`/about`) or in full on `siteOrigin`; undefined for
 * any other site's address, or one written relative to the page it was copied from (`#top`, `notes.html`).
 */
function sitePathOf(address: string, siteOrigin: string): string | undefined {
  if (!/^\/(?![/\\])/.test(address) && !URL.canParse(address)) return undefined;
  const url = new URL(address, siteOrigin);
  return url.origin === siteOrigin ? url.pathname : undefined;
}

/** One of her uploaded pictures, copied from the page, a preview or the visual editor itself, as the article writes it. */
function uploadedPictureOf(src: string, siteOrigin: string): string | undefined {
  const path = sitePathOf(src, siteOrigin);
  return /^(?:\/admin\/api)?(\/newsletter\/images\/[^/]+)$/.exec(path ?? "")?.[1];
}

/** A copied link as the article keeps it: any other site's as it is, this site's only to a public page, as a path. */
function keptLinkOf(href: string, siteOrigin: string): string | undefined {
  if (/^(https?:|mailto:)/i.test(href) && sitePathOf(href, siteOrigin) === undefined) return href;
  const path = sitePathOf(href, siteOrigin);
  if (path === undefined || !(publicPagePaths.has(path) || /^\/newsletter\/issue-\d+$/.test(path))) return undefined;
  const url = new URL(href, siteOrigin);
  return `${path}${url.search}${url.hash}`;
}

/**
 * Text copied from Google Docs, Word or a web page, as Markdown rather than HTML. Read in a document of its own, where
 * nothing is fetched; only her own uploaded pictures are kept, and only links a reader can follow (`siteOrigin`: the
 * site's, where the back office is too).
 */
export function pastedHtmlToMarkdown(html: string, siteOrigin: string): PastedText {
  const body = html.match(/<body[^>]*>([\s\S]*)<\/body>/i)?.[1] ?? html;
  const copied = new DOMParser().parseFromString(body.replace(/<!--[\s\S]*?-->/g, ""), "text/html").body;
  let picturesLeftOut = 0;
  let linksLeftOut = 0;
  for (const picture of copied.querySelectorAll("img")) {
    const uploaded = uploadedPictureOf(picture.getAttribute("src") ?? "", siteOrigin);
    if (uploaded) picture.setAttribute("src", uploaded);
    else {
      picture.remove();
      picturesLeftOut++;
    }
  }
  for (const link of copied.querySelectorAll("a[href]")) {
    const kept = keptLinkOf(link.getAttribute("href") ?? "", siteOrigin);
    if (kept) link.setAttribute("href", kept);
    else {
      link.replaceWith(...link.childNodes);
      linksLeftOut++;
    }
  }
  const markdown = turndown
    .turndown(copied)
    .replace(/\u00a0/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { markdown, picturesLeftOut, linksLeftOut };
}

const counted = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/** What she is told after a paste that left something out, or undefined when it kept everything. */
export function pasteNote({ picturesLeftOut, linksLeftOut }: PastedText): string | undefined {
  const notes = [];
  if (picturesLeftOut > 0)
    notes.push(
      `${counted(picturesLeftOut, "A picture", "pictures")} in what you pasted ${picturesLeftOut === 1 ? "was" : "were"} left out: showing a picture from another site tells that site you pasted it. Add pictures with “Image…”.`,
    );
  if (linksLeftOut > 0)
    notes.push(
      `${counted(linksLeftOut, "A link", "links")} to the back office or to no page of the site ${linksLeftOut === 1 ? "was" : "were"} kept as words only.`,
    );
  return notes.length > 0 ? notes.join(" ") : undefined;
}
