import { answerTabsAtOnce } from "./answer-tabs-at-once";
import { clientAppStarted } from "./client-app-started";

/** What the visitor does first that the loader must hear: it is then asked for at once, whatever the page is doing. */
const firstActs = ["pointerdown", "touchstart", "keydown", "focusin"];

/** How long after the page's load, and after its last larger paint, the loader is asked for. */
const quietAfterLoadMs = 150;

/** A page as its first script sees it: the presses and keys it notes for the loader (`replayActsBeforeLoader`). */
export type StartingPage = Window & { actsBeforeLoader?: Event[] };

/**
 * What a page with islands runs as it opens, written into it by the build (decisions 093 and 098). It asks for the
 * loader (`loadLoader`) once the page has loaded and no larger paint has followed for a moment (a browser that cannot
 * tell: a moment after its load), or at once when the visitor acts first; presses and keys are noted until it runs,
 * and it answers them as it does. Lighthouse counts any request that ends before the page's largest paint against
 * that paint, however late its script runs, and the loader is not needed for it. A tab pressed meanwhile is shown
 * chosen at once (app/lib/answer-tabs-at-once.ts), until the page's app has started.
 */
export function startPage(page: StartingPage, loadLoader: () => unknown): void {
  const load = () => {
    for (const type of firstActs) page.removeEventListener(type, load, true);
    loadLoader();
  };
  for (const type of firstActs) page.addEventListener(type, load, true);
  const early: Event[] = [];
  page.actsBeforeLoader = early;
  const note = (event: Event) => {
    if (page.actsBeforeLoader === early) early.push(event);
  };
  for (const type of ["click", "keydown"]) page.addEventListener(type, note, true);
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const loadWhenQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(load, quietAfterLoadMs);
  };
  const observesPaints = PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint");
  page.addEventListener(
    "load",
    () => {
      loadWhenQuiet();
      if (observesPaints) new PerformanceObserver(loadWhenQuiet).observe({ type: "largest-contentful-paint" });
    },
    { once: true },
  );
  const tabsAnswered = new AbortController();
  answerTabsAtOnce(page, tabsAnswered.signal);
  page.document.addEventListener(clientAppStarted, () => tabsAnswered.abort(), { once: true });
}
