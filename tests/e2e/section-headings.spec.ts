import { pagePaths } from "./support/routes";
import { expect, test } from "./support/test";

/** How a section's heading looks on a wide window (app/components/ui/section-title.tsx): semibold, at one of four sizes. */
const sectionHeadingLooks = new Set(["600 36px", "600 30px", "600 24px", "600 14px"]);

test("every section of every page is headed in one of the site's heading looks, or for screen readers only", async ({ page }) => {
  let headings = 0;
  for (const path of pagePaths) {
    await page.goto(path);
    // Long-form text (a newsletter issue, the privacy notice) has headings of its own inside the article.
    const looks = await page.locator("main h2").evaluateAll((elements) =>
      elements
        .filter((heading) => !heading.closest(".prose-article"))
        .map((heading) => {
          const style = getComputedStyle(heading);
          const forScreenReaders = style.position === "absolute" && heading.getBoundingClientRect().width <= 1;
          return {
            text: heading.textContent?.trim(),
            look: forScreenReaders ? "screen readers" : `${style.fontWeight} ${style.fontSize}`,
          };
        }),
    );
    headings += looks.length;
    for (const { text, look } of looks) {
      expect(look === "screen readers" || sectionHeadingLooks.has(look), `${path}: "${text}" is ${look}`).toBe(true);
    }
  }
  expect(headings).toBeGreaterThan(pagePaths.length);
});
