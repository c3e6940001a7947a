import { mainNavigation } from "../../../app/content/navigation";
import { sessionsSeed } from "../../../app/content/sessions";
import { startClientApp } from "../support/client-app";
import { inspectFocusedElement } from "../support/focus";
import { expect, type Page, test } from "../support/test";

/** The site's own scripts: blocking them leaves the page as it is before React runs, or when it never does. */
const siteScripts = /\/assets\/[^/]+\.js$/;

async function openMenuByKeyboard(page: Page) {
  const toggle = page.locator("summary", { hasText: "Menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu).toBeVisible();
  return { toggle, menu };
}

test.describe("the small-screen menu at 200% zoom (640×400)", () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test("fits under the header, and every link can be scrolled into view and clicked (WCAG 1.4.10, 2.4.11)", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.locator("summary", { hasText: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    const panel = await menu.boundingBox();
    expect(panel && panel.y + panel.height).toBeLessThanOrEqual(400);
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(mainNavigation.length + sessionsSeed.length);
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
      await link.click({ trial: true, timeout: 5_000 });
    }
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await expect(menu).toBeHidden();
  });

  for (const scripts of ["with the page hydrated", "before or without React"] as const) {
    test(`closes when focus leaves it either way, and on Escape, ${scripts} (WCAG 2.1.1, 2.4.11)`, async ({ page }) => {
      if (scripts === "before or without React") await page.route(siteScripts, (route) => route.abort());
      await page.goto("/", { waitUntil: "networkidle" });

      const { toggle, menu } = await openMenuByKeyboard(page);
      const links = menu.getByRole("link");
      const count = await links.count();
      for (let stop = 0; stop < count; stop++) await page.keyboard.press("Tab");
      await expect(links.last()).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(menu).toBeHidden();
      // The page scrolls smoothly to the next stop: what counts is that it ends in sight.
      await expect
        .poll(
          async () => {
            const next = await inspectFocusedElement(page);
            return next?.visible ? "in sight" : `${next?.description} out of sight`;
          },
          { message: "the stop after the menu ends up in sight" },
        )
        .toBe("in sight");

      await openMenuByKeyboard(page);
      await page.keyboard.press("Shift+Tab");
      await expect(menu).toBeHidden();

      await openMenuByKeyboard(page);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  }

  test("hydrating a page with the menu's script in it draws no error from React", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/visibility-audit", { waitUntil: "networkidle" });
    await startClientApp(page);
    await page.locator("summary", { hasText: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL("/faq");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    expect(errors).toEqual([]);
  });
});
