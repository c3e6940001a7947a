import { hiddenFocusStops } from "../support/focus";
import { hydratingPagePaths, pagePaths } from "../support/routes";
import { expect, test } from "../support/test";

/** A 320-pixel phone, and a 1280×800 window at 200% zoom. */
const sizes = [
  { name: "320×640", viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: "640×400 at 200% zoom", viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
];

// Hundreds of key presses per test: a trace of each would cost more than the test. Reduced motion
// makes each scroll land at once, so the check sees where focus comes to rest, not a frame of the
// smooth scroll on its way there.
test.use({ trace: "off", contextOptions: { reducedMotion: "reduce" } });

for (const size of sizes) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });

    for (const path of pagePaths) {
      test(`${path} fits the window and keeps every focused element in sight, Tab and Shift+Tab`, async ({ page }) => {
        // A page that hydrates loads its client app's loader and prefetches after "load": wait for those; every other
        // page has no script, so nothing is left to arrive once it has loaded.
        await page.goto(path, { waitUntil: hydratingPagePaths.has(path) ? "networkidle" : "load" });

        await test.step("no sideways scrolling (WCAG 1.4.10 Reflow)", async () => {
          const widths = await page.evaluate(() => ({
            page: document.documentElement.scrollWidth,
            window: window.innerWidth,
          }));
          expect(widths.page).toBeLessThanOrEqual(widths.window);
        });

        await test.step("Tab forwards: no stop entirely hidden (WCAG 2.4.11 Focus Not Obscured, 2.1.1 Keyboard)", async () => {
          expect(await hiddenFocusStops(page, "Tab")).toEqual([]);
        });

        await test.step("Shift+Tab backwards from the foot of the page: no stop entirely hidden", async () => {
          await page.evaluate(() => window.scrollTo(0, 0));
          expect(await hiddenFocusStops(page, "Shift+Tab")).toEqual([]);
        });
      });
    }
  });
}
