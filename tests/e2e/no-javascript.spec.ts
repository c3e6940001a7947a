import { bookingSessionsPath } from "../../app/content/navigation";
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

  test("the header's 'Book a Session' leads to both sessions and their booking links", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "Book a Session" })).toHaveCount(0);
    await banner.getByRole("link", { name: "Book a Session" }).click();
    await expect(page).toHaveURL(bookingSessionsPath);
    await expect(page.getByRole("link", { name: /^Book .*opens in a new tab/ })).toHaveCount(2);
  });
});
