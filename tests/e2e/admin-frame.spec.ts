import { defaultSite as site } from "../../app/content/site";
import { adminScreens } from "../../app/lib/admin-screens";
import { signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, test } from "./support/test";

test("the back office has a frame of its own: its brand and screens, the current one marked, no public header or footer", async ({
  page,
}) => {
  await signIn(page);
  const banner = page.getByRole("banner");
  await expect(banner).toContainText(`${site.brand} back office`);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByText("Book a Session")).toHaveCount(0);

  const nav = page.getByRole("navigation", { name: "Back office" });
  await nav.getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Subscribers" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: /^Inbox/ })).not.toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  // Signing out sits behind the account menu, opened from the keyboard.
  await page.getByText("Account", { exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  await expectNoAxeViolations(page, "details[open]");
});

/** Every back-office screen the menu leads to, by its link's name (the Inbox's counts what is new) and its page's heading. */
const screens = adminScreens.map((screen) => ({ link: screen.path === "" ? /^Inbox/ : screen.label, heading: screen.heading }));

test("on a phone and at 200% zoom every screen is within reach from the Menu button, by keyboard, and nothing scrolls sideways", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Back office" });
  const menu = nav.getByRole("button", { name: "Menu" });
  const header = await page.getByRole("banner").boundingBox();
  expect(header?.height ?? 0, "the header leaves the screen to the content").toBeLessThanOrEqual(130);

  // 390 px and 320 px phones, and a 1280 px window at 200% zoom (640 CSS pixels).
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
    { width: 640, height: 512 },
  ]) {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await menu.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      const link = nav.getByRole("link", { name: screen.link });
      await expect(nav.getByRole("link")).toHaveCount(screens.length);
      for (const each of await nav.getByRole("link").all()) await expect(each).toBeInViewport();
      // Tab from the button to the screen's link, and Enter, as she would without a mouse.
      for (let step = 0; step < 10 && !(await link.evaluate((element) => element === document.activeElement)); step += 1) {
        await page.keyboard.press("Tab");
      }
      await expect(link).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: screen.heading, exact: true })).toBeVisible();
      await expect(menu, `the menu closes once ${screen.heading} is chosen`).toHaveAttribute("aria-expanded", "false");
      await expect(nav.getByRole("link", { name: screen.link, includeHidden: true })).toHaveAttribute("aria-current", "page");
      expect(await sidewaysScroll(page), `${screen.heading} at ${viewport.width} px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }

  // Escape closes it and hands focus back to the button; axe checks it open and closed.
  await page.setViewportSize({ width: 390, height: 844 });
  await menu.click();
  await expectNoAxeViolations(page, "header");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(nav.getByRole("link", { name: "Health" })).toBeHidden();
  await expectNoAxeViolations(page);
});

test("on a laptop the screens sit in the header without a Menu button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("button", { name: "Menu" })).toBeHidden();
  for (const each of await nav.getByRole("link").all()) await expect(each).toBeInViewport();
});
