import type { JSONContent } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { MarkdownManager } from "@tiptap/markdown";
import StarterKit from "@tiptap/starter-kit";

/**
 * What the visual editor can hold: what an issue's Markdown says (headings, paragraphs, bold, italic, links, lists,
 * quotes, pictures, code), and nothing Markdown cannot store (no underline). The same list converts the Markdown in
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

export const articleExtensions = [
  StarterKit.configure({
    underline: false,
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: false, defaultProtocol: "https" },
  }),
  ArticleImage,
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
