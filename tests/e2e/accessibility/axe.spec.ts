import { expectNoAxeViolations } from "../support/axe";
import { pagePaths } from "../support/routes";
import { test } from "../support/test";

test.describe("axe (WCAG 2.2 A and AA rules)", () => {
  for (const path of pagePaths) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test("the not-found page has no axe violations", async ({ page }) => {
    await page.goto("/no-such-page");
    await expectNoAxeViolations(page);
  });
});
