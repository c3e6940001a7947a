import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultSite } from "../../app/content/site";
import { socialCard } from "../../app/lib/social-card";
import { fitTitle, wrapWords } from "../../server/site/social-card-layout";
import { drawableText, measureTitle, socialCardPages, socialCardPng, titleBox } from "../../server/site/social-cards";

/** Every character half as wide as the type is tall, so widths are easy to work out by hand. */
const monospace = (text: string, fontSize: number) => text.length * fontSize * 0.5;
/** At 80 px a line holds 25 characters, at 60 px 33, at 40 px 50. */
const box = { maxWidth: 1000, maxLines: 3, fontSizes: [80, 60, 40] };

describe("wrapWords", () => {
  it("breaks only between words and keeps every word in order", () => {
    const title = "Pivot to Profit, Part 2: Choosing a Consulting Niche Buyers Recognise";
    const lines = wrapWords(title, (line) => line.length <= 24);
    expect(lines.join(" ")).toBe(title);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(24);
  });

  it("gives a word too long for any line a line of its own rather than splitting it", () => {
    expect(wrapWords("An extraordinarily long word", (line) => line.length <= 10)).toEqual([
      "An",
      "extraordinarily",
      "long word",
    ]);
  });
});

describe("fitTitle", () => {
  it("keeps a short title on one line at the largest size", () => {
    expect(fitTitle("Contact", monospace, box)).toEqual({ fontSize: 80, lines: ["Contact"] });
  });

  it("wraps a longer title over lines that each fit the card, still at the largest size", () => {
    const layout = fitTitle("Hiring Has Seasons: Timing Your Search Around Budget Cycles", monospace, box);
    expect(layout.fontSize).toBe(80);
    expect(layout.lines).toEqual(["Hiring Has Seasons:", "Timing Your Search Around", "Budget Cycles"]);
    for (const line of layout.lines) expect(monospace(line, layout.fontSize)).toBeLessThanOrEqual(box.maxWidth);
  });

  it("sets a title too long for three lines smaller instead of cutting it", () => {
    const title = "Pivot to Profit, Part 7: Warm Outreach Scripts That Don't Feel Like Selling at All";
    const layout = fitTitle(title, monospace, box);
    expect(layout.fontSize).toBe(60);
    expect(layout.lines.length).toBeLessThanOrEqual(3);
    expect(layout.lines.join(" ")).toBe(title);
  });

  it("cuts a title too long even at the smallest size after a whole word, with an ellipsis, on the third line", () => {
    const title = Array.from({ length: 40 }, (_, index) => `word${index}`).join(" ");
    const layout = fitTitle(title, monospace, box);
    expect(layout.fontSize).toBe(40);
    expect(layout.lines).toHaveLength(3);
    const last = layout.lines[2] ?? "";
    expect(last).toMatch(/ word\d+…$/);
    expect(title.startsWith(layout.lines.join(" ").slice(0, -1))).toBe(true);
    for (const line of layout.lines) expect(monospace(line, 40)).toBeLessThanOrEqual(box.maxWidth);
  });
});

describe("the site's social cards", () => {
  const cards = socialCardPages(defaultSite);

  it("give every public page a card of its own", () => {
    expect(cards.length).toBeGreaterThanOrEqual(22);
    expect(new Set(cards.map((card) => card.path)).size).toBe(cards.length);
  });

  it("show every page's whole title, at a size legible in a link preview, within the card", () => {
    for (const card of cards) {
      const { fontSize, lines } = fitTitle(card.heading, measureTitle, titleBox);
      expect(lines.join(" "), card.path).toBe(card.heading);
      expect(fontSize, card.path).toBeGreaterThanOrEqual(60);
      for (const line of lines) expect(measureTitle(line, fontSize), line).toBeLessThanOrEqual(titleBox.maxWidth);
    }
  });
});

describe("a card whose title the site's serif cannot draw on its own", () => {
  /** The card drawn, as a picture of the card's size with more than its two background colours where the title is. */
  async function drawn(title: string) {
    const png = await socialCardPng(socialCard("/newsletter/issue-13", title));
    const { width, height } = await sharp(png).metadata();
    const titleBand = await sharp(png).extract({ left: 96, top: 190, width: 1000, height: 300 }).stats();
    return { width, height, inked: titleBand.channels[0]?.max };
  }

  it("draws an emoji with a font that has it", async () => {
    expect(drawableText("Five lessons from 2026 🚀")).toBe("Five lessons from 2026 🚀");
    expect(await drawn("Five lessons from 2026 🚀")).toEqual({ width: 1200, height: 630, inked: 255 });
  });

  it("draws arrows, ticks, Polish, Greek and Cyrillic letters, and leaves out only what no font it has can draw", async () => {
    expect(drawableText("→ ✓ Ł Ω Ж 中 in a title")).toBe("→ ✓ Ł Ω Ж in a title");
    expect(await drawn("→ ✓ Ł Ω Ж 中 in a title")).toEqual({ width: 1200, height: 630, inked: 255 });
  });

  it("fits a coach's name of 120 characters (as settings allow) on the About page's card", async () => {
    const name = "Claire Beaumont-Ashworth ".repeat(5).slice(0, 120);
    const oneWord = "x".repeat(120);
    for (const title of [`About ${name}`, `About ${oneWord}`]) {
      const { fontSize, lines } = fitTitle(title, measureTitle, titleBox);
      expect(lines.length).toBeLessThanOrEqual(titleBox.maxLines);
      for (const line of lines) expect(measureTitle(line, fontSize), line).toBeLessThanOrEqual(titleBox.maxWidth);
      expect(await drawn(title)).toEqual({ width: 1200, height: 630, inked: 255 });
    }
  });
});
