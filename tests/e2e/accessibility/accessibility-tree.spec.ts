import { exposedExpandedState, headingsInAccessibilityTree } from "../support/accessibility-tree";
import { expect, test } from "../support/test";

// A screen reader lists a page's headings and questions from Chromium's accessibility tree, far down the page as well
// as on screen: nothing may be left out of it because it is not yet scrolled to (decision 084).
for (const path of ["/services", "/faq", "/free-resources"]) {
  test(`on ${path}, every heading shown is in the accessibility tree and every question is announced closed, before any scrolling`, async ({
    page,
  }) => {
    await page.goto(path);
    const shown = await page
      .locator("main")
      .locator("h1, h2, h3, h4")
      .evaluateAll((headings) =>
        headings.filter((heading) => heading.checkVisibility()).map((heading) => heading.textContent?.trim() ?? ""),
      );
    expect(shown.length).toBeGreaterThan(3);
    const listed = await headingsInAccessibilityTree(page);
    expect(shown.filter((heading) => !listed.includes(heading))).toEqual([]);

    const questions = page.locator("main details > summary");
    for (const question of await questions.all()) {
      expect(await exposedExpandedState(question), await question.innerText()).toBe(false);
    }
  });
}
