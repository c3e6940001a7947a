import { bookingLinks } from "../../app/content/navigation";
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

  test("the header's 'Book a Session' opens both booking links", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("#booking-menu");
    await page.getByRole("banner").getByRole("button", { name: "Book a Session" }).click();
    await expect(menu.getByRole("link", { name: /^Book .*opens in a new tab/ })).toHaveCount(bookingLinks.length);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("the services questions open one at a time", async ({ page }) => {
    await page.goto("/services");
    await page.locator("summary", { hasText: "How long is a session?" }).click();
    await expect(page.getByText(/Each session lasts 60 minutes and takes place by video call/)).toBeVisible();
    await page.locator("summary", { hasText: "What happens after the session?" }).click();
    await expect(page.getByText(/you receive your Strategy Map/)).toBeVisible();
    await expect(page.getByText(/Each session lasts 60 minutes and takes place by video call/)).toBeHidden();
  });

  test("a roadmap step opens its description", async ({ page }) => {
    await page.goto("/philosophy");
    await page.getByRole("button", { name: "Take Stock" }).click();
    await expect(page.locator(":popover-open")).toContainText(/Review your experience, achievements/);
  });
});
