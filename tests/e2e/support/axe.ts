import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core (WCAG 2.2 A and AA rules) on the page as it is now, and fails listing each violation.
 * A sandboxed frame (the back office's previews) runs no script, so axe cannot run in it and would wait for ever;
 * what such a frame shows is a public page, checked on its own, or an e-mail.
 * `within` limits the check to one part, such as a menu opened over a page that was checked closed: a menu
 * covers what lies under it while it is open, which axe would count against the covered targets.
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    .exclude("iframe[sandbox]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
