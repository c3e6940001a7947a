import { afterNextPaint } from "./after-next-paint";

/** Waits for a moment the page has nothing else to do (Safari has no `requestIdleCallback`: a short pause). */
function whenIdle(page: Window, then: () => void): void {
  if (typeof page.requestIdleCallback === "function") page.requestIdleCallback(then, { timeout: 2000 });
  else page.setTimeout(then, 50);
}

/**
 * The browser takes about a millisecond to start each prefetch, so they are asked for a few at a time, in idle
 * moments of at most this long, and a press or a key never waits behind them.
 */
const idleSliceMs = 4;

function prefetchInIdleSlices(page: Window, hrefs: string[], stop: AbortSignal): void {
  whenIdle(page, () => {
    if (stop.aborted) return;
    const sliceStarted = page.performance.now();
    while (hrefs.length > 0 && page.performance.now() - sliceStarted < idleSliceMs) {
      const link = Object.assign(page.document.createElement("link"), { rel: "prefetch", href: hrefs.shift() });
      page.document.head.append(link);
    }
    if (hrefs.length > 0) prefetchInIdleSlices(page, hrefs, stop);
  });
}

/**
 * Once the page has loaded (at once if it had before this ran: the loader itself is asked for after the first paint),
 * fetches the modules of the page's islands into the browser's cache without running them (prefetch), so that the
 * visitor's first act waits for no network. Once the islands themselves are being loaded (`stop`), their imports
 * fetch what is left, and nothing more is asked for.
 */
export function prefetchClientApp(page: Window, modules: string[], stop: AbortSignal): void {
  const prefetch = () => afterNextPaint(page, () => prefetchInIdleSlices(page, [...modules], stop));
  if (page.document.readyState === "complete") prefetch();
  else page.addEventListener("load", prefetch, { once: true, signal: stop });
}
