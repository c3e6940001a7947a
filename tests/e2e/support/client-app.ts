import { expect, type Page } from "@playwright/test";
import { holdRoute } from "./held-route";

/**
 * Starts the islands of a page with live widgets the way a visitor does, by moving the pointer over it (they wait
 * for a first sign of the visitor: app/lib/hydrate-when-needed.ts), and waits until every one has hydrated. The
 * pointer moves until they are there, since their scripts may still be on their way when the page has loaded.
 */
export async function startClientApp(page: Page) {
  let step = 0;
  await expect(async () => {
    step += 1;
    await page.mouse.move(2 + (step % 2), 2);
    expect(await clientAppStarted(page)).toBe(true);
  }).toPass({ intervals: [50, 100, 250] });
}

/** Whether the page's islands have started: each marks its element once it has hydrated (app/islands/hydrate-island.tsx). */
export function clientAppStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const islands = [...document.querySelectorAll("[data-island]")];
    return islands.length > 0 && islands.every((island) => island.hasAttribute("data-island-started"));
  });
}

/**
 * Holds back the scripts of the page's islands, as a slow connection does, until `release` is called: what the
 * visitor does meanwhile meets the page's plain HTML.
 */
export function holdClientAppScript(page: Page): Promise<{ release: () => void }> {
  return holdRoute(page, "**/assets/island-*.js", (route) => route.continue());
}
