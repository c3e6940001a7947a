import { diffWords } from "diff";

/** How much of an article changed between two versions, in words. */
export interface WordChange {
  wordsAdded: number;
  wordsRemoved: number;
}

const wordsIn = (text: string) => text.match(/\S+/g)?.length ?? 0;

/** The words added and taken away going from `before` to `after` (a word changed counts once each way). */
export function wordChange(before: string, after: string): WordChange {
  const change: WordChange = { wordsAdded: 0, wordsRemoved: 0 };
  for (const part of diffWords(before, after)) {
    if (part.added) change.wordsAdded += wordsIn(part.value);
    else if (part.removed) change.wordsRemoved += wordsIn(part.value);
  }
  return change;
}

const words = (count: number) => (count === 1 ? "1 word" : `${count} words`);

/** A change as the version list names it: "+120 words / −3", "−1 word", or "no change to the article". */
export function describeWordChange({ wordsAdded, wordsRemoved }: WordChange): string {
  if (wordsAdded === 0 && wordsRemoved === 0) return "no change to the article";
  if (wordsRemoved === 0) return `+${words(wordsAdded)}`;
  if (wordsAdded === 0) return `−${words(wordsRemoved)}`;
  return `+${words(wordsAdded)} / −${wordsRemoved}`;
}
