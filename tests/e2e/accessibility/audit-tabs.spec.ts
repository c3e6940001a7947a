import { auditSeed } from "../../../app/content/audit";
import { withPlaceholdersFilled } from "../../../app/content/placeholders";
import { defaultSite } from "../../../app/content/site";
import { inspectFocusedElement } from "../support/focus";
import { expect, test } from "../support/test";

const tabNames = Object.values(withPlaceholdersFilled(auditSeed, defaultSite).tabs);

test.describe("the audit's tabs on a 360×740 phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("all four tabs are in the strip, none cut off at the window's edge (WCAG 1.4.10)", async ({ page }) => {
    await page.goto("/visibility-audit", { waitUntil: "networkidle" });
    for (const label of tabNames) {
      const box = await page.getByRole("tab", { name: label }).boundingBox();
      expect(box, label).not.toBeNull();
      expect(box && box.x >= 0 && box.x + box.width <= 360, `${label} lies inside the window's width`).toBe(true);
    }
  });

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`choosing each tab leaves it and the start of its panel in view (${reducedMotion} motion; WCAG 2.4.11)`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto("/visibility-audit", { waitUntil: "networkidle" });
      const strip = page.getByRole("tablist");
      // The page opens on the first tab: choose the others, then come back to it.
      for (const label of [...tabNames.slice(1), ...tabNames.slice(0, 1)]) {
        // Read on until the strip sits at the foot of the window, as a visitor would before choosing.
        await strip.evaluate((element) =>
          window.scrollTo({
            top: window.scrollY + element.getBoundingClientRect().bottom - window.innerHeight + 8,
            behavior: "instant",
          }),
        );
        const tab = page.getByRole("tab", { name: label });
        await tab.click();
        await expect(tab).toHaveAttribute("aria-selected", "true");
        const panelStart = page.getByRole("tabpanel").locator(":scope > :not(h3)").first();
        await expect
          .poll(async () => {
            const focused = await inspectFocusedElement(page);
            const startInView = await panelStart.evaluate((element) => {
              const headerBottom = document.querySelector("body > header")?.getBoundingClientRect().bottom ?? 0;
              const top = element.getBoundingClientRect().top;
              return top >= Math.max(0, headerBottom) && top <= window.innerHeight - 48;
            });
            return focused?.visible === true && startInView;
          }, `"${label}" and the start of its panel are in view`)
          .toBe(true);
      }
    });
  }
});
