import { signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { brokenWords } from "./support/broken-words";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, test } from "./support/test";

for (const width of [320, 390]) {
  test(`the back office's header on a ${width} px phone is one row: brand, Menu and Account`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page);
    const header = page.getByRole("banner");
    const account = header.getByText("Account", { exact: true });
    const menu = header.getByRole("button", { name: "Menu" });
    const middle = async (item: typeof menu) => {
      const box = await item.boundingBox();
      return box ? box.y + box.height / 2 : Number.NaN;
    };
    // Side by side on one row: their middles at one height, give or take a pixel's rounding.
    expect(Math.abs((await middle(account)) - (await middle(menu)))).toBeLessThan(2);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await brokenWords(header)).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
