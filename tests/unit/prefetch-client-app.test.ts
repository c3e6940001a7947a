// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { prefetchClientApp } from "~/lib/prefetch-client-app";

/** What a page's islands load, as the build writes it into the page. */
const modules = ["/assets/island-faq-search-A.js", "/assets/island-chunk-B.js"];

/** A page, still loading or loaded, that paints a frame only when the test says so, and is idle at once otherwise. */
function pageAwaitingItsFrame(readyState: DocumentReadyState = "loading") {
  const frames: FrameRequestCallback[] = [];
  const page = Object.assign(new EventTarget(), {
    document: { readyState, head: document.head, createElement: document.createElement.bind(document) },
    performance,
    setTimeout: (then: () => void, ms: number) => setTimeout(then, ms),
    requestIdleCallback: (then: () => void) => setTimeout(then, 0),
    requestAnimationFrame: (then: FrameRequestCallback) => frames.push(then),
  });
  const paintFrame = () => {
    for (const frame of frames.splice(0)) frame(performance.now());
  };
  return { page: page as unknown as Window, paintFrame };
}

const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute("href"));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  document.head.innerHTML = "";
});

describe("fetching the islands ahead, on a page with live widgets", () => {
  it("waits until the page has loaded and painted, then fetches its islands' modules", async () => {
    const { page, paintFrame } = pageAwaitingItsFrame();
    prefetchClientApp(page, modules, new AbortController().signal);
    await settle();
    page.dispatchEvent(new Event("load"));
    await settle();
    expect(prefetched(), "nothing before the frame after load").toEqual([]);
    paintFrame();
    await expect.poll(prefetched).toEqual(modules);
  });

  it("fetches them after the next frame when the page had already loaded before the loader arrived", async () => {
    const { page, paintFrame } = pageAwaitingItsFrame("complete");
    prefetchClientApp(page, modules, new AbortController().signal);
    await settle();
    expect(prefetched(), "nothing before the next frame").toEqual([]);
    paintFrame();
    await expect.poll(prefetched).toEqual(modules);
  });

  it("asks for nothing once the visitor has acted and the islands themselves are loading", async () => {
    const { page, paintFrame } = pageAwaitingItsFrame();
    const appLoading = new AbortController();
    prefetchClientApp(page, modules, appLoading.signal);
    page.dispatchEvent(new Event("load"));
    appLoading.abort();
    paintFrame();
    await settle();
    expect(prefetched()).toEqual([]);
  });
});
