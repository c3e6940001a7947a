import { signInWithCode } from "../support/admin";
import { expectNoAxeViolations } from "../support/axe";
import { articleEditor, startNewIssue } from "../support/newsletter-editor";
import { pagePaths } from "../support/routes";
import { expect, test } from "../support/test";

test.describe("axe (WCAG 2.2 A and AA rules)", () => {
  for (const path of pagePaths) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test("the back office's newsletter editor has no axe violations", async ({ page }) => {
    await signInWithCode(page);
    await startNewIssue(page);
    await expect(articleEditor(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the not-found page has no axe violations", async ({ page }) => {
    await page.goto("/no-such-page");
    await expectNoAxeViolations(page);
  });
});
