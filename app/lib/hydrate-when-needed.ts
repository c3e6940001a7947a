import { fieldsChangedInHtml } from "./use-input-made-before-start";

/**
 * When a page that hydrates (see app/lib/hydration.ts) starts its client app. Its HTML already shows everything
 * and every link, accordion and form works as plain HTML; React is needed only once the visitor does something a
 * script answers (types a search, picks a tab, sends a form). So the app starts on the visitor's first sign of
 * acting: a pointer moving over the page, a press or touch, a key, focus moving, a click (a screen reader may send
 * one alone) or a wheel turn.
 * Starting in that event's listener, before the event reaches anything else, means React sees the event itself
 * and every one after it: a press, a key or a letter typed is never lost, only answered once React has caught up.
 * The app starts at once where the address already holds state the page must show (a search or tab in the
 * query or hash), where the visitor acted before the script arrived (a slow connection can bring it after the first
 * tap and letters, when nothing listened; the browser may also refill a form on the way back to a page), and in the
 * back office, which is nothing but live state.
 */
export const firstSignsOfAVisitor = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "click", "wheel"] as const;

function addressNeedsAppAtOnce(location: Pick<Location, "pathname" | "search" | "hash">): boolean {
  return location.search !== "" || location.hash !== "" || location.pathname.startsWith("/admin");
}

/** Focus is already on something in the page, or a field already holds something typed or picked. */
function visitorActedBeforeScript(document: Document): boolean {
  const focused = document.activeElement;
  return (focused !== null && focused !== document.body) || fieldsChangedInHtml(document.body).length > 0;
}

export function hydrateWhenNeeded(page: Window, hydrate: () => void): void {
  if (addressNeedsAppAtOnce(page.location) || visitorActedBeforeScript(page.document)) {
    hydrate();
    return;
  }
  const listening = new AbortController();
  const start = () => {
    listening.abort();
    hydrate();
  };
  for (const type of firstSignsOfAVisitor) {
    page.addEventListener(type, start, { capture: true, passive: true, signal: listening.signal });
  }
}
