interface ManifestModules {
  module: string;
  imports?: string[];
}

interface RouterManifest {
  entry: ManifestModules;
  routes: Record<string, ManifestModules | undefined>;
}

/** Waits for a moment the page has nothing else to do (Safari has no `requestIdleCallback`: a short pause). */
function whenIdle(page: Window, then: () => void): void {
  if (typeof page.requestIdleCallback === "function") page.requestIdleCallback(then, { timeout: 2000 });
  else page.setTimeout(then, 50);
}

/**
 * Waits until the browser has painted the frame after this moment: a page can finish loading before its first
 * paint, and what is only fetched ahead must never come before what the visitor sees.
 */
function afterNextPaint(page: Window, then: () => void): void {
  page.requestAnimationFrame(() => page.setTimeout(then, 0));
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
 * Once the page has loaded, fetches the client app's modules into the browser's cache without running them
 * (prefetch), so that the visitor's first act waits for no network: the modules are read from React Router's
 * manifest (its entry's and the page's routes'), which is only data. Once the app itself is being loaded (`stop`),
 * its imports fetch what is left, and nothing more is asked for.
 */
export function prefetchClientApp(page: Window, manifestUrl: string, routeIds: string[], stop: AbortSignal): void {
  const prefetch = () =>
    afterNextPaint(page, () =>
      whenIdle(page, async () => {
        if (stop.aborted) return;
        await import(/* @vite-ignore */ manifestUrl);
        const { entry, routes } = (page as Window & { __reactRouterManifest: RouterManifest }).__reactRouterManifest;
        const parts = [entry, ...routeIds.map((id) => routes[id])];
        const modules = new Set(parts.flatMap((part) => (part ? [part.module, ...(part.imports ?? [])] : [])));
        prefetchInIdleSlices(page, [...modules], stop);
      }),
    );
  page.addEventListener("load", prefetch, { once: true, signal: stop });
}
