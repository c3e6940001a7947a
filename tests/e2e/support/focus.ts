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
  return page.evaluate(focusInPage, "inspect") as Promise<FocusedElement | null>;
}

/**
 * Presses `key` (Tab or Shift+Tab) until focus has been round every stop of the
 * page once, and lists each stop that was entirely hidden when it took focus.
 * Each stop is inspected in the page as the next key goes down, before that key moves focus on: the press before has
 * finished moving focus and scrolling by then. The walk asks the page how far it has come once every few presses
 * instead of after each one (decision 074); a key pressed once the walk has come round is held back from the page, so
 * focus is left where it ended, as when the walk stopped pressing there.
 */
export async function hiddenFocusStops(page: Page, key: "Tab" | "Shift+Tab", maxStops = 400): Promise<string[]> {
  const pressesBetweenReads = 8;
  await page.evaluate(focusInPage, "walk");
  for (let press = 0; press <= maxStops; press += pressesBetweenReads) {
    for (let next = 0; next < pressesBetweenReads; next++) await page.keyboard.press(key);
    const walk = (await page.evaluate(focusInPage, "walked")) as FocusWalk;
    if (walk.cameRound) return walk.hidden;
  }
  throw new Error(`${key} never came back round after ${maxStops} stops`);
}

/** How far a walk with the keyboard has come: each stop entirely hidden when it took focus, and whether it is over. */
interface FocusWalk {
  hidden: string[];
  stops: number;
  started: boolean;
  cameRound: boolean;
}

/**
 * Runs in the page. "inspect" inspects the focused element now. "walk" starts a walk: from then on each key going down
 * first inspects the stop the key before left focus on, until focus has left the page after some stops or comes to a
 * stop seen before, and holds back every key after that. "walked" says how far the walk has come.
 */
function focusInPage(action: string): FocusedElement | FocusWalk | null {
  const state = window as unknown as {
    focusWalkSeen?: WeakSet<Element>;
    focusWalk?: FocusWalk;
    focusWalkListener?: (event: KeyboardEvent) => void;
  };
  const describe = (element: Element | null) => {
    if (!element) return "nothing";
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
    return `<${element.tagName.toLowerCase()}> "${text.slice(0, 50)}"`;
  };
  const inspect = (): FocusedElement | null => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) return null;
    state.focusWalkSeen ??= new WeakSet();
    const seenBefore = state.focusWalkSeen.has(focused);
    state.focusWalkSeen.add(focused);
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
  };
  if (action === "inspect") return inspect();
  if (action === "walked") return state.focusWalk ?? null;

  state.focusWalkSeen = new WeakSet();
  const walk: FocusWalk = { hidden: [], stops: 0, started: false, cameRound: false };
  state.focusWalk = walk;
  // A second walk on the page replaces the first's listener.
  if (state.focusWalkListener) window.removeEventListener("keydown", state.focusWalkListener, { capture: true });
  state.focusWalkListener = (event: KeyboardEvent) => {
    // Shift going down for Shift+Tab moves nothing: only Tab ends a stop.
    if (event.key !== "Tab") return;
    if (!walk.cameRound && walk.started) {
      const focused = inspect();
      if (focused && !focused.seenBefore) {
        walk.stops++;
        if (!focused.visible) walk.hidden.push(`${focused.description}, covered by ${focused.coveredBy}`);
      } else if (focused || walk.stops > 0) walk.cameRound = true;
    }
    // The first key finds focus where it was before the walk: not a stop of it.
    walk.started = true;
    if (walk.cameRound) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  window.addEventListener("keydown", state.focusWalkListener, { capture: true });
  return null;
}
