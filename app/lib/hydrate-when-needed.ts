/**
 * When a page that hydrates (see app/lib/hydration.ts) starts its client app. Its HTML already shows everything
 * and every link, accordion and form works as plain HTML; React is needed only once the visitor does something a
 * script answers (types a search, picks a tab, sends a form). So the app starts on the visitor's first sign of
 * acting: a pointer moving over the page, a press or touch, a key, focus moving, a click (a screen reader may send
 * one alone) or a wheel turn.
 * Starting in that event's listener, before the event reaches anything else, means React sees the event itself
 * and every one after it: a press, a key or a letter typed is never lost, only answered once React has caught up.
 * The app starts at once where the address already holds state the page must show (a search or tab in the
 * query or hash) and in the back office, which is nothing but live state.
 */
export const firstSignsOfAVisitor = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "click", "wheel"] as const;

function addressNeedsAppAtOnce(location: Pick<Location, "pathname" | "search" | "hash">): boolean {
  return location.search !== "" || location.hash !== "" || location.pathname.startsWith("/admin");
}

export function hydrateWhenNeeded(page: Window, hydrate: () => void): void {
  if (addressNeedsAppAtOnce(page.location)) {
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
