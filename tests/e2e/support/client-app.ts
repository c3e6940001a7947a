import { expect, type Page } from "@playwright/test";
import { holdRoute } from "./held-route";

/**
 * Starts the client app of a page that hydrates the way a visitor does, by moving the pointer over it (the app waits
 * for a first sign of the visitor: app/lib/hydrate-when-needed.ts), and waits for the router it creates. The pointer
 * moves until the app is there, since the app's script may still be on its way when the page has loaded.
 */
export async function startClientApp(page: Page) {
  let step = 0;
  await expect(async () => {
    step += 1;
    await page.mouse.move(2 + (step % 2), 2);
    expect(await clientAppStarted(page)).toBe(true);
  }).toPass({ intervals: [50, 100, 250] });
}

/** Whether the page's client app has started: the router it creates is the sign. */
export function clientAppStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => "__reactRouterDataRouter" in window);
}

/**
 * Holds back the script that starts the page's client app, as a slow connection does, until `release` is called:
 * what the visitor does meanwhile meets the page's plain HTML.
 */
export function holdClientAppScript(page: Page): Promise<{ release: () => void }> {
  return holdRoute(page, "**/assets/entry.client-*.js", (route) => route.continue());
}
