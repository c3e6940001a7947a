/**
 * The deepest an article may nest block quotes and lists, or bold and italic: a person writes three or four levels; at
 * hundreds, Markdown's parser takes seconds (a list 500 deep: 5 s) or runs out of stack (5,000 quotes, or 5,000 `*`
 * each side of a word).
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

/** A whole run of `*` or `_`, with the characters either side of it. */
const emphasisRun = /(?<=(.?))[*_]+(?=(.?))/gsu;
const wordCharacter = /[\p{L}\p{N}]/u;

/**
 * The longest run of `*` or `_` beside a word: each two open or close one level of bold and italic (`***word***` is
 * bold italic). A run with no word beside it (a `***` rule, a `____` blank to fill in) opens nothing and is not counted.
 */
export function longestEmphasisRun(markdown: string): number {
  let longest = 0;
  for (const { 0: run, 1: before = "", 2: after = "" } of markdown.matchAll(emphasisRun)) {
    if (run.length > longest && (wordCharacter.test(before) || wordCharacter.test(after))) longest = run.length;
  }
  return longest;
}

/** Why an article nests too deep to be read, in words for the person who wrote it; undefined when it does not. */
export function nestingProblem(markdown: string): string | undefined {
  const depth = articleNesting(markdown);
  if (depth > maxArticleNesting)
    return `the article nests quotes or lists ${depth} levels deep; please keep it to ${maxArticleNesting} levels at most`;
  const run = longestEmphasisRun(markdown);
  if (Math.ceil(run / 2) > maxArticleNesting)
    return `the article nests bold or italic ${Math.ceil(run / 2)} levels deep (${run.toLocaleString("en-GB")} * or _ in a row beside a word); please keep it to ${maxArticleNesting} levels at most`;
  return undefined;
}
