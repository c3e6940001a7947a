/**
 * Folds text for forgiving substring search: case-insensitive, and typographic
 * dashes and quotes match the plain ones a visitor types ("3-5" finds "3–5").
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
}

/**
 * A predicate telling whether any of the given texts contains the query. A blank
 * query (empty or only spaces) matches everything.
 */
export function textMatcher(query: string): (...texts: readonly string[]) => boolean {
  const needle = foldForSearch(query.trim());
  if (needle === "") return () => true;
  return (...texts) => texts.some((text) => foldForSearch(text).includes(needle));
}
