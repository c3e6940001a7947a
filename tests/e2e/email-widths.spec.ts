import { emailSamples } from "../../scripts/support/email-samples";
import { answerPicturesWide, emailWidths, widePictureWidth } from "../../scripts/support/email-widths";
import { expect, test } from "./support/test";

const samples = await emailSamples();

for (const sample of samples) {
  for (const viewportWidth of [320, 600]) {
    test(`the ${sample.kind} e-mail fits a window ${viewportWidth} px wide, its pictures inside the column`, async ({ page }) => {
      await answerPicturesWide(page);
      const { scrollWidth, widest, pictures } = await emailWidths(page, sample.html, viewportWidth);
      expect(scrollWidth, "no sideways scroll").toBeLessThanOrEqual(viewportWidth);
      expect(widest.right, `<${widest.element}> ends inside the window`).toBeLessThanOrEqual(viewportWidth);
      for (const width of pictures) expect(width).toBeLessThanOrEqual(Math.min(viewportWidth, 600));
      if (sample.kind === "edition") {
        // Both pictures are 4,000 px wide and shown across the column: neither is missing nor shrunk to nothing.
        expect(pictures).toHaveLength(2);
        for (const width of pictures) expect(width).toBeGreaterThan(viewportWidth / 2);
        expect(await page.evaluate(() => document.images[0]?.naturalWidth)).toBe(widePictureWidth);
      }
    });
  }
}
