import AxeBuilder from "@axe-core/playwright";
import { emailSamples } from "../../scripts/support/email-samples";
import { answerPicturesWide } from "../../scripts/support/email-widths";
import { colours, nightColours } from "../../server/mail/html/email-theme";
import { expect, test } from "./support/test";

const samples = await emailSamples();

/** `#rrggbb` as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;

for (const sample of samples) {
  test(`the ${sample.kind} e-mail reads with AA contrast in light and in dark mode`, async ({ page }) => {
    await answerPicturesWide(page);
    for (const [colorScheme, paper, ink] of [
      ["light", colours.paper, colours.ink],
      ["dark", nightColours.paper, nightColours.ink],
    ] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setContent(sample.html, { waitUntil: "load" });
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
  });
}
