import { adminScreenPath, adminScreens } from "../../../app/lib/admin-screens";
import { signIn } from "../support/admin";
import { expectNoAxeViolations } from "../support/axe";
import { articleEditor, markdownView, startNewIssue } from "../support/newsletter-editor";
import { expect, test } from "../support/test";

test.describe("axe (WCAG 2.2 A and AA rules)", () => {
  // Each public page and the not-found page are checked on their one visit in tests/e2e/site.spec.ts (decision 074).
  for (const width of [390, 1280]) {
    test(`the back office's newsletter editor has no axe violations at ${width} px, in both views`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      await startNewIssue(page);
      await expect(articleEditor(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await expect(await markdownView(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("every back-office screen the menu leads to has no axe violations", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    for (const screen of adminScreens) {
      await page.goto(adminScreenPath(screen));
      await expect(page.getByRole("heading", { level: 1, name: screen.heading, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
