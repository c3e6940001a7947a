/**
 * The deepest an article may nest block quotes and lists: a person writes three or four levels; at hundreds,
 * Markdown's parser takes seconds (a list 500 deep: 5 s) or runs out of stack (5,000 quotes).
 */
export const maxArticleNesting = 20;

/** A line's leading quote and list markers (`> `, `- `, `1. `), and the spaces among them. */
const containerPrefix = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))*[ \t]*/;

/** How deep the article's lines nest quotes and lists: one level per marker and per four columns of indentation. */
export function articleNesting(markdown: string): number {
  let deepest = 0;
  for (const line of markdown.split("\n")) {
    const prefix = containerPrefix.exec(line)?.[0] ?? "";
    const markers = prefix.replace(/[ \t]/g, "").replace(/\d{1,9}[.)]/g, "1").length;
    const columns = prefix.replace(/[^ \t]/g, "").replace(/\t/g, "    ").length;
    deepest = Math.max(deepest, markers + Math.floor(columns / 4));
  }
  return deepest;
}

/** Why an article nests too deep to be read, in words for the person who wrote it; undefined when it does not. */
export function nestingProblem(markdown: string): string | undefined {
  const depth = articleNesting(markdown);
  return depth > maxArticleNesting
    ? `the article nests quotes or lists ${depth} levels deep; please keep it to ${maxArticleNesting} levels at most`
    : undefined;
}
