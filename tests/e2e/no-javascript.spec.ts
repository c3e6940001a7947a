import { pagePaths } from "./support/routes";
import { expect, test } from "./support/test";

/** Runs in the "no-javascript" project: the browser never executes a script. */
test.describe("with JavaScript off", () => {
  for (const path of pagePaths) {
    test(`${path} shows its content and every internal link on it works`, async ({ page, request }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const targets = [...new Set(hrefs.map((href) => href.split("#")[0] ?? "/"))];
      for (const target of targets) {
        const linked = await request.get(target || "/");
        expect(linked.status(), `${path} links to ${target}`).toBe(200);
      }
    });
  }
});
