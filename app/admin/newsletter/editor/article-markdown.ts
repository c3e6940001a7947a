import type { JSONContent } from "@tiptap/core";
import Heading, { type Level } from "@tiptap/extension-heading";
import Image from "@tiptap/extension-image";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import { TableKit } from "@tiptap/extension-table";
import { MarkdownManager } from "@tiptap/markdown";
import StarterKit from "@tiptap/starter-kit";
import { Marked } from "marked";

/**
 * What the visual editor can hold: what an issue's Markdown says (headings, paragraphs, bold, italic, links, lists,
 * checklists, tables, quotes, pictures, code), and nothing Markdown cannot store (no underline). The same list converts the Markdown in
 * the browser and in the round-trip test of issues 1–11.
 */
/** An uploaded picture is on the site only once published; the back office always has it. */
const ArticleImage = Image.extend({
  renderHTML: ({ HTMLAttributes }) => [
    "img",
    {
      ...HTMLAttributes,
      src: String(HTMLAttributes.src ?? "").replace(/^\/newsletter\/images\//, "/admin/api/newsletter/images/"),
    },
  ],
});

/** The article's two heading levels, as the archive's pages use them (the page's one h1 is the issue's title). */
const headingLevels: Level[] = [2, 3];
/** `#` (a second h1 on the page) is opened as a heading (`##`), `####` to `######` as a subheading (`###`), words kept. */
const articleLevel = (depth: number): Level => (depth <= 2 ? 2 : 3);

const ArticleHeading = Heading.extend({
  parseMarkdown: (token, helpers) =>
    helpers.createNode("heading", { level: articleLevel(token.depth ?? 1) }, helpers.parseInline(token.tokens ?? [])),
}).configure({ levels: headingLevels });

export const articleExtensions = [
  StarterKit.configure({
    underline: false,
    heading: false,
    link: { openOnClick: false, autolink: false, defaultProtocol: "https" },
  }),
  ArticleHeading,
  ArticleImage,
  // A checklist (`- [ ]`, `- [x]`): its box ticked and unticked in the editor as on the page (☐, ☑).
  TaskList,
  TaskItem.configure({
    nested: true,
    a11y: { checkboxLabel: (item, checked) => `${checked ? "Done" : "To do"}: ${item.textContent || "an empty item"}` },
  }),
  // A table, written as GFM (`| a | b |`): its first row the header, as a Markdown table always has one. Columns are
  // not resized: a width is not Markdown, and the page and the e-mail set their own.
  TableKit.configure({ table: { resizable: false } }),
];

const manager = new MarkdownManager({ extensions: articleExtensions });

/**
 * The serializer writes every `&`, `<`, `[`, `*`… of her text escaped (`&amp;`, `\[`), which is safe but is not what she
 * wrote. Each escape is taken off again when reading the result back gives the same article: a `[` that starts no link
 * stays a plain `[`, a `*` that would start emphasis stays `\*`.
 */
const escapes: [RegExp, string][] = [
  [/&amp;/g, "&"],
  [/&lt;/g, "<"],
  [/&gt;/g, ">"],
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  [/\\([[\]])/g, "$1"],
  [/\\([*_`~])/g, "$1"],
  // A table is written with a blank line too many before and after it.
  [/\n{3,}/g, "\n\n"],
];

const sameArticle = (a: string, b: string) => JSON.stringify(manager.parse(a)) === JSON.stringify(manager.parse(b));

/** The article's Markdown as the visual editor's document. */
export const markdownToDocument = (markdown: string): JSONContent => manager.parse(markdown);

/** The visual editor's document as Markdown, escaping only what would otherwise change its meaning. */
export function documentToMarkdown(document: JSONContent): string {
  const escaped = manager.serialize(document).trim();
  let markdown = escaped;
  for (const [pattern, plain] of escapes) {
    const plainer = markdown.replace(pattern, plain);
    if (plainer !== markdown && sameArticle(plainer, escaped)) markdown = plainer;
  }
  return markdown;
}

/** Markdown read as the page reads it (GFM): the editor's own reader knows its checklists by tokens of its own. */
const pageMarkdown = new Marked();

/**
 * The article as a reader's page shows it, with its headings at the editor's two levels: what must come back the same
 * through the visual editor. A reference link and its inline form, or a setext and an ATX heading, read alike.
 */
const pageReading = (markdown: string) =>
  String(pageMarkdown.parse(markdown, { async: false }))
    .replace(/<(\/?)h1>/g, "<$1h2>")
    .replace(/<(\/?)h[4-6]>/g, "<$1h3>");

/** What of Markdown the visual editor has no place for, in her words, the first found in the article. */
function unshownConstruct(markdown: string): string | undefined {
  const names: string[] = [];
  pageMarkdown.walkTokens(pageMarkdown.lexer(markdown), (token) => {
    if (token.type === "table") names.push("a table");
  });
  return names[0];
}

/**
 * Why the article is opened as Markdown rather than in the visual editor, or undefined when the visual editor shows
 * all of it: anything its first edit would write back meaning something else stays in the
 * Markdown view, where nothing of it is lost.
 */
export function markdownOnlyReason(markdown: string): string | undefined {
  if (pageReading(documentToMarkdown(markdownToDocument(markdown))) === pageReading(markdown)) return undefined;
  const construct = unshownConstruct(markdown);
  return `This article uses ${construct ? `${construct}, which` : "Markdown"} the visual editor can't show yet: edit it as Markdown.`;
}
