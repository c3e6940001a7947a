import type { Locator } from "@playwright/test";

/**
 * The words (runs of four letters or more) within `area` that the browser broke across two lines, as "Novembe r" or
 * "async_payment_succ/eeded" would be: each word's letters should lie on one line.
 */
export function brokenWords(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const word of text.matchAll(/[A-Za-z]{4,}/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}
