/**
 * Fitting a page's title on its social card: the largest type size at which it wraps into
 * a few lines of the card's width, measured with the font that draws it.
 */

/** Width of `text` set at `fontSize`, in the card's pixels. */
export type Measure = (text: string, fontSize: number) => number;

export interface TitleLayout {
  fontSize: number;
  lines: string[];
}

/** Greedy wrapping: each line takes as many words as `fits`; a word too wide on its own still has a line of its own. */
export function wrapWords(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const current = lines.at(-1);
    if (current !== undefined && fits(`${current} ${word}`)) lines[lines.length - 1] = `${current} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** As much of `text` as `fits` with an ellipsis after it: whole words where possible. */
function ellipsise(text: string, fits: (line: string) => boolean): string {
  const words = text.split(" ");
  while (words.length > 1 && !fits(`${words.join(" ")}…`)) words.pop();
  let kept = words.join(" ");
  while (kept.length > 1 && !fits(`${kept}…`)) kept = kept.slice(0, -1);
  return `${kept.replace(/[\s,;:.–—-]+$/, "")}…`;
}

/**
 * The title at the largest of `fontSizes` (largest first) at which it wraps into at most
 * `maxLines` lines no wider than `maxWidth`. A title too long even at the smallest size is
 * cut at the end of the last line with an ellipsis, so it never runs off the card.
 */
export function fitTitle(
  title: string,
  measure: Measure,
  { maxWidth, maxLines, fontSizes }: { maxWidth: number; maxLines: number; fontSizes: readonly number[] },
): TitleLayout {
  for (const fontSize of fontSizes) {
    const fits = (line: string) => measure(line, fontSize) <= maxWidth;
    const lines = wrapWords(title, fits);
    if (lines.length <= maxLines && lines.every(fits)) return { fontSize, lines };
  }
  const fontSize = fontSizes.at(-1);
  if (fontSize === undefined) throw new Error("fitTitle needs at least one font size");
  const fits = (line: string) => measure(line, fontSize) <= maxWidth;
  const lines = wrapWords(title, fits).map((line) => (fits(line) ? line : ellipsise(line, fits)));
  if (lines.length <= maxLines) return { fontSize, lines };
  return { fontSize, lines: [...lines.slice(0, maxLines - 1), ellipsise(lines.slice(maxLines - 1).join(" "), fits)] };
}
