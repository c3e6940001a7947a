// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { prefetchClientApp } from "~/lib/prefetch-client-app";

/** React Router's manifest as the page finds it once the manifest's module has run (here, a module that does nothing). */
const manifestUrl = "data:text/javascript,";
const manifest = {
  entry: { module: "/assets/entry.client-A.js", imports: ["/assets/react-dom-B.js"] },
  routes: {
    root: { module: "/assets/root-C.js", imports: ["/assets/react-dom-B.js"] },
    "routes/faq": { module: "/assets/faq-D.js" },
    "routes/contact": { module: "/assets/contact-E.js" },
  },
};

/** A page that paints a frame only when the test says so, and is idle at once otherwise. */
function pageAwaitingItsFrame() {
  const frames: FrameRequestCallback[] = [];
  const page = Object.assign(new EventTarget(), {
    document,
    performance,
    __reactRouterManifest: manifest,
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

describe("fetching the client app ahead, on a page that hydrates", () => {
  it("waits until the page has loaded and painted, then fetches the entry and the page's routes, each module once", async () => {
    const { page, paintFrame } = pageAwaitingItsFrame();
    prefetchClientApp(page, manifestUrl, ["root", "routes/faq"], new AbortController().signal);
    await settle();
    page.dispatchEvent(new Event("load"));
    await settle();
    expect(prefetched(), "nothing before the frame after load").toEqual([]);
    paintFrame();
    await expect
      .poll(prefetched)
      .toEqual(["/assets/entry.client-A.js", "/assets/react-dom-B.js", "/assets/root-C.js", "/assets/faq-D.js"]);
  });

  it("asks for nothing once the visitor has acted and the app itself is loading", async () => {
    const { page, paintFrame } = pageAwaitingItsFrame();
    const appLoading = new AbortController();
    prefetchClientApp(page, manifestUrl, ["root", "routes/faq"], appLoading.signal);
    page.dispatchEvent(new Event("load"));
    appLoading.abort();
    paintFrame();
    await settle();
    expect(prefetched()).toEqual([]);
  });
});
