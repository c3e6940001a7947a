import type { Page } from "@playwright/test";

/** What the visitor can see of the element that has keyboard focus. */
export interface FocusedElement {
  /** Tag, accessible-ish text and position, enough to find it in a failure message. */
  description: string;
  /** True when some point of its box inside the window shows the element itself. */
  visible: boolean;
  /** What is drawn over its centre when it is not visible. */
  coveredBy?: string;
  /** Its box has been focused before in this walk (the walk has come round). */
  seenBefore: boolean;
}

/**
 * Inspects the focused element: `null` when nothing but the page itself has focus.
 * Samples a 5×5 grid over the part of its box inside the window and asks
 * `elementFromPoint` what is drawn there; the element counts as visible when any
 * sample lands on it or inside it, so only an entirely covered element fails.
 */
export function inspectFocusedElement(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const describe = (element: Element | null) => {
      if (!element) return "nothing";
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
      return `<${element.tagName.toLowerCase()}> "${text.slice(0, 50)}"`;
    };
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) return null;
    const walk = window as unknown as { focusWalkSeen?: WeakSet<Element> };
    walk.focusWalkSeen ??= new WeakSet();
    const seenBefore = walk.focusWalkSeen.has(focused);
    walk.focusWalkSeen.add(focused);
    const box = focused.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const description = `${describe(focused)} at ${Math.round(box.left)},${Math.round(box.top)} (${Math.round(box.width)}×${Math.round(box.height)})`;
    if (right - left < 1 || bottom - top < 1) return { description, visible: false, coveredBy: "outside the window", seenBefore };
    const samples = 5;
    for (let column = 0; column < samples; column++) {
      for (let row = 0; row < samples; row++) {
        const hit = document.elementFromPoint(
          left + ((right - left) * (column + 0.5)) / samples,
          top + ((bottom - top) * (row + 0.5)) / samples,
        );
        if (hit && focused.contains(hit)) return { description, visible: true, seenBefore };
      }
    }
    const coveredBy = describe(document.elementFromPoint((left + right) / 2, (top + bottom) / 2));
    return { description, visible: false, coveredBy, seenBefore };
  });
}

/**
 * Presses `key` (Tab or Shift+Tab) until focus has been round every stop of the
 * page once, and lists each stop that was entirely hidden when it took focus.
 */
export async function hiddenFocusStops(page: Page, key: "Tab" | "Shift+Tab", maxStops = 400): Promise<string[]> {
  const hidden: string[] = [];
  await page.evaluate(() => {
    (window as unknown as { focusWalkSeen?: WeakSet<Element> }).focusWalkSeen = new WeakSet();
  });
  let stops = 0;
  for (let press = 0; press < maxStops; press++) {
    await page.keyboard.press(key);
    const focused = await inspectFocusedElement(page);
    if (!focused) {
      if (stops > 0) return hidden;
      continue;
    }
    if (focused.seenBefore) return hidden;
    stops++;
    if (!focused.visible) hidden.push(`${focused.description}, covered by ${focused.coveredBy}`);
  }
  throw new Error(`${key} never came back round after ${maxStops} stops`);
}
