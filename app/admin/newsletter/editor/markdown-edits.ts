/** One change to the article's Markdown: the text from `from` to `to` becomes `insert`, and the cursor or selection lands on `select`. */
export interface MarkdownEdit {
  from: number;
  to: number;
  insert: string;
  select: { from: number; to: number };
}

/** What a toolbar button changes, given the whole text and what is selected in it. */
export type MarkdownTool = (text: string, from: number, to: number) => MarkdownEdit;

/** Puts `marker` on both sides of the selection (or of a placeholder, selected so typing replaces it); takes it off again when it is there. */
function wrapWith(marker: string, placeholder: string): MarkdownTool {
  return (text, from, to) => {
    const before = text.slice(from - marker.length, from);
    const after = text.slice(to, to + marker.length);
    if (from !== to && before === marker && after === marker) {
      const inner = text.slice(from, to);
      const start = from - marker.length;
      return { from: start, to: to + marker.length, insert: inner, select: { from: start, to: start + inner.length } };
    }
    const inner = from === to ? placeholder : text.slice(from, to);
    const start = from + marker.length;
    return { from, to, insert: `${marker}${inner}${marker}`, select: { from: start, to: start + inner.length } };
  };
}

/** Puts `prefix` at the start of every line the selection touches, or takes it off when every one of them has it. */
function prefixLines(prefix: string, numbered = false): MarkdownTool {
  return (text, from, to) => {
    const start = text.lastIndexOf("\n", from - 1) + 1;
    const lineEnd = text.indexOf("\n", to);
    const end = lineEnd === -1 ? text.length : lineEnd;
    const lines = text.slice(start, end).split("\n");
    const markerOf = (index: number) => (numbered ? `${index + 1}. ` : prefix);
    const allMarked = lines.every((line, index) => line.startsWith(markerOf(index)));
    const insert = lines
      .map((line, index) => (allMarked ? line.slice(markerOf(index).length) : `${markerOf(index)}${line}`))
      .join("\n");
    return { from: start, to: end, insert, select: { from: start + insert.length, to: start + insert.length } };
  };
}

/** A link around the selection (or a placeholder), with the address selected so she types it straight in. */
const link: MarkdownTool = (text, from, to) => {
  const label = from === to ? "link text" : text.slice(from, to);
  const address = "https://";
  const addressStart = from + label.length + 3;
  return {
    from,
    to,
    insert: `[${label}](${address})`,
    select: { from: addressStart, to: addressStart + address.length },
  };
};

/** A table of three columns and three rows, the first its header (as a Markdown table always has), the cursor in its first cell. */
const emptyTable = "|  |  |  |\n| --- | --- | --- |\n|  |  |  |\n|  |  |  |";
const table: MarkdownTool = (text, from, to) => blockEdit(text, from, to, emptyTable, 2);

/** The toolbar's Markdown edits, each named as its button reads (the visual editor has its own for the same names). */
export const markdownTools = {
  heading: prefixLines("## "),
  subheading: prefixLines("### "),
  bold: wrapWith("**", "bold text"),
  italic: wrapWith("*", "italic text"),
  link,
  list: prefixLines("- "),
  checklist: prefixLines("- [ ] "),
  numberedList: prefixLines("", true),
  quote: prefixLines("> "),
  table,
} satisfies Record<string, MarkdownTool>;

/** `block` at the cursor, on a paragraph of its own, replacing what was selected; the cursor lands `cursorAt` into it, or after it. */
function blockEdit(text: string, from: number, to: number, block: string, cursorAt?: number): MarkdownEdit {
  const before = from === 0 || text.slice(0, from).endsWith("\n\n") ? "" : text.slice(0, from).endsWith("\n") ? "\n" : "\n\n";
  const after = to === text.length || text.slice(to).startsWith("\n\n") ? "" : text.slice(to).startsWith("\n") ? "\n" : "\n\n";
  const insert = `${before}${block}${after}`;
  const cursor = from + (cursorAt === undefined ? insert.length : before.length + cursorAt);
  return { from, to, insert, select: { from: cursor, to: cursor } };
}

/** An uploaded image at the cursor, on a paragraph of its own, replacing what was selected. */
export const imageEdit = (text: string, from: number, to: number, image: ArticleImage): MarkdownEdit =>
  blockEdit(text, from, to, `![${image.alt.replace(/[[\]]/g, "")}](${image.src})`);

/** A formatting button of the toolbar, by name. */
export type ToolName = keyof typeof markdownTools;

/** A picture placed in the article: where it is and the words that describe it. */
export interface ArticleImage {
  alt: string;
  src: string;
}

/** What the toolbar and the image dialog ask of whichever editor shows the article (visual or Markdown). */
export interface ArticleEditorHandle {
  format: (tool: ToolName) => void;
  /** A link on the selection (or on the address itself when nothing is selected). */
  link: (address: string) => void;
  insertImage: (image: ArticleImage) => void;
}
