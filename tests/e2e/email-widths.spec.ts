import AxeBuilder from "@axe-core/playwright";
import { emailSamples } from "../../scripts/support/email-samples";
import { answerPicturesWide, emailWidths, phoneEmulation, widePictureWidth } from "../../scripts/support/email-widths";
import { colours, nightColours } from "../../server/mail/html/email-theme";
import { expect, type Page, test } from "./support/test";

const samples = await emailSamples();
const phoneWidth = phoneEmulation.viewport.width;

/** `#rrggbb` as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;

/** The e-mail shown `viewportWidth` px wide fits: no sideways scroll, nothing past the edge, pictures inside the column. */
async function expectToFit(page: Page, sample: (typeof samples)[number], viewportWidth: number) {
  await answerPicturesWide(page);
  const measured = await emailWidths(page, sample.html, viewportWidth);
  const { scrollWidth, widest, pictures } = measured;
  expect(scrollWidth, "no sideways scroll").toBeLessThanOrEqual(viewportWidth);
  expect(widest.right, `<${widest.element}> ends inside the window`).toBeLessThanOrEqual(viewportWidth);
  for (const width of pictures) expect(width).toBeLessThanOrEqual(Math.min(viewportWidth, 600));
  if (sample.kind === "edition") {
    // Both pictures are 4,000 px wide and shown across the column: neither is missing nor shrunk to nothing.
    expect(pictures).toHaveLength(2);
    for (const width of pictures) expect(width).toBeGreaterThan(viewportWidth / 2);
    expect(await page.evaluate(() => document.images[0]?.naturalWidth)).toBe(widePictureWidth);
  }
  return measured;
}

/**
 * The e-mail already shown reads with AA contrast in the light and the dark scheme: the column's paper and the heading's
 * ink are the theme's, and axe finds no words too faint. The scheme is switched on the shown e-mail, as a reader's
 * phone switches it: the head's style sheet applies its dark colours without the e-mail being shown again.
 */
async function expectAAContrastLightAndDark(page: Page) {
  for (const [colorScheme, paper, ink] of [
    ["light", colours.paper, colours.ink],
    ["dark", nightColours.paper, nightColours.ink],
  ] as const) {
    await page.emulateMedia({ colorScheme });
    const column = page.locator(".email-column");
    expect(await column.evaluate((element) => getComputedStyle(element).backgroundColor), colorScheme).toBe(rgb(paper));
    const heading = page.locator(".email-column h1").first();
    if ((await heading.count()) > 0) {
      expect(await heading.evaluate((element) => getComputedStyle(element).color), colorScheme).toBe(rgb(ink));
    }
    const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
    const failures = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${colorScheme}: ${node.target.join(" ")}: ${node.failureSummary}`),
    );
    expect(failures).toEqual([]);
  }
}

for (const sample of samples) {
  test(`the ${sample.kind} e-mail fits a window 600 px wide, its pictures inside the column, and reads with AA contrast in light and in dark mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await test.step("fits 600 px", () => expectToFit(page, sample, 600));
    await test.step("AA contrast in light and in dark mode", () => expectAAContrastLightAndDark(page));
  });
}

test.describe("on a phone", () => {
  test.use(phoneEmulation);

  for (const sample of samples) {
    test(`the ${sample.kind} e-mail is laid out at the phone's ${phoneWidth} px, its words in a column near 290 px`, async ({
      page,
    }) => {
      // Without the viewport meta a phone lays the e-mail out 980 px wide and shrinks it: 16 px words show at 5 px.
      const { layoutWidth, textColumn } = await expectToFit(page, sample, phoneWidth);
      expect(layoutWidth).toBe(phoneWidth);
      expect(textColumn, "the words' column, inside narrow margins").toBeGreaterThanOrEqual(280);
    });
  }
});
