import { site } from "../../app/content/site";
import { signInWithCode } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, test } from "./support/test";

test("the back office has a frame of its own: its brand and screens, the current one marked, no public header or footer", async ({
  page,
}) => {
  await signInWithCode(page);
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

test("on a phone the back office's header is compact: its screens in one row, nothing scrolling sideways at 320 px or 200% zoom", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithCode(page);
  const links = page.getByRole("navigation", { name: "Back office" }).getByRole("link");
  await expect(links).toHaveCount(8);
  const tops = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  expect(new Set(tops).size, "the screens sit in one row").toBe(1);
  const header = await page.getByRole("banner").boundingBox();
  expect(header?.height ?? 0, "the header leaves the screen to the content").toBeLessThanOrEqual(130);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // 320 px wide, and a 1280 px window at 200% zoom (640 CSS pixels): the page itself never scrolls sideways.
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 640, height: 512 },
  ]) {
    await page.setViewportSize(viewport);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Newsletter" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sidewaysScroll(page), `${viewport.width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
});
