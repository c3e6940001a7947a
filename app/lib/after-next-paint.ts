/**
 * Runs `then` once the browser has painted the frame after this moment: what the visitor must see first (a tab shown
 * chosen, a page's first paint) is not held up by what can follow a frame later.
 */
export function afterNextPaint(page: Window, then: () => void): void {
  page.requestAnimationFrame(() => page.setTimeout(then, 0));
}
