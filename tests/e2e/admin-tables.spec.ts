import type { Page } from "@playwright/test";
import { openScreen, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { brokenWords } from "./support/broken-words";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, test } from "./support/test";

/** Every table box on the page that scrolls sideways and does not say so, by its name. */
function silentScrollers(page: Page) {
  return page.locator("section:has(> table)").evaluateAll((boxes) =>
    boxes
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .filter((box) => !document.getElementById(box.getAttribute("aria-describedby") ?? "")?.checkVisibility())
      .map((box) => box.getAttribute("aria-label")),
  );
}

for (const width of [390, 1280]) {
  test(`the back office's tables at ${width} px fit or say they scroll, their dates unbroken`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page);
    for (const screen of ["Sales & bookings", "Visits", "Newsletter"]) {
      await openScreen(page, screen);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen);
      expect(await sidewaysScroll(page), screen).toBe(0);
      expect(await silentScrollers(page), screen).toEqual([]);
      expect(await brokenWords(page.getByRole("main")), screen).toEqual([]);
      await expectNoAxeViolations(page);
    }
    await openScreen(page, "Sales & bookings");
    const weeks = page.getByRole("region", { name: "Bookings and sales per week, this week first" });
    await expect(weeks).toBeVisible();
    if (width === 390) await expect(weeks).toHaveAccessibleDescription(/swipe the table sideways/);
    else await expect(page.getByText(/swipe the table sideways/)).toHaveCount(0);
  });
}
