import { emailSamples } from "../../scripts/support/email-samples";
import { answerPicturesWide, emailWidths, phoneEmulation, widePictureWidth } from "../../scripts/support/email-widths";
import { expect, type Page, test } from "./support/test";

const samples = await emailSamples();
const phoneWidth = phoneEmulation.viewport.width;

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

for (const sample of samples) {
  test(`the ${sample.kind} e-mail fits a window 600 px wide, its pictures inside the column`, async ({ page }) => {
    await expectToFit(page, sample, 600);
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
