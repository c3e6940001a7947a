import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import opentype, { type Font, type Path as OutlinePath } from "opentype.js";
import sharp from "sharp";
import type { PagesWords } from "../../app/content/pages";
import { defaultSite, type Site } from "../../app/content/site";
import { publicPages } from "../../app/lib/page-paths.server";
import { type SocialCard, socialCard, socialCardSize } from "../../app/lib/social-card";
import { mapWithConcurrency } from "./map-with-concurrency";
import { fitTitle } from "./social-card-layout";

/**
 * Draws every public page's Open Graph image (decision 007): the brand above the page's
 * title, in the site's colours. Text is drawn as outlines from the Fontsource files in
 * node_modules, so the cards look the same whatever fonts the build machine has.
 */

const require = createRequire(import.meta.url);

/** Every file of a Fontsource package whose name matches `files` (a font comes in subsets: latin, latin-ext, cyrillic…). */
function loadFonts(packageName: string, files: RegExp): Font[] {
  const folder = path.join(path.dirname(require.resolve(`${packageName}/LICENSE`)), "files");
  return readdirSync(folder)
    .filter((file) => files.test(file))
    .sort((a, b) => Number(!a.includes("-latin-")) - Number(!b.includes("-latin-")) || a.localeCompare(b))
    .map((file) => {
      const data = readFileSync(path.join(folder, file));
      return opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
    });
}

const hasGlyph = (font: Font, character: string) => font.charToGlyphIndex(character) !== 0;

/**
 * Fonts for what Source Serif 4 does not draw, in the order they are tried: arrows, ticks and other
 * symbols, then emoji (as outlines, in the title's colour). Loaded the first time a title needs one.
 */
let fallbackFonts: Font[] | undefined;
const fallbacks = () => {
  fallbackFonts ??= [
    ...loadFonts("@fontsource/noto-sans-symbols-2", /-400-normal\.woff$/),
    ...loadFonts("@fontsource/noto-sans-math", /-400-normal\.woff$/),
    ...loadFonts("@fontsource/noto-emoji", /-700-normal\.woff$/),
  ];
  return fallbackFonts;
};

interface CardFonts {
  /** Source Serif 4 in every script it has (Latin, Latin Extended, Greek, Cyrillic, Vietnamese), latin first. */
  title: Font[];
  titleLatin: Font;
  /** A space's width in the title at size 1, added between the words a line is measured by. */
  spaceWidth: number;
  /** Semibold serif, as in the site's header. (Inter would not do: opentype.js 2.0 cannot apply its `ccmp` feature.) */
  brand: Font[];
}

/** The fonts, parsed the first time a card is drawn or measured: a render in which no card changed never loads them. */
let cardFonts: CardFonts | undefined;
function fonts(): CardFonts {
  if (!cardFonts) {
    const title = loadFonts("@fontsource/source-serif-4", /^source-serif-4-[a-z-]+-700-normal\.woff$/);
    const brand = loadFonts("@fontsource/source-serif-4", /^source-serif-4-[a-z-]+-600-normal\.woff$/);
    const titleLatin = title.find((font) => hasGlyph(font, "A")) as Font;
    cardFonts = { title, titleLatin, spaceWidth: titleLatin.getAdvanceWidth(" ", 1), brand };
  }
  return cardFonts;
}

/** A piece of text drawn in one font. */
interface Run {
  font: Font;
  text: string;
}

/**
 * `text` cut into runs, each in the first of `fonts` (then the fallbacks) that has its characters.
 * A character no font has (a Chinese one, say) is left out, so the card is drawn without it
 * rather than not at all; the page itself shows the title whole.
 */
export function fontRuns(text: string, preferred: Font[] = fonts().title): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const font =
      character === " "
        ? (runs.at(-1)?.font ?? preferred[0])
        : (preferred.find((each) => hasGlyph(each, character)) ?? fallbacks().find((each) => hasGlyph(each, character)));
    if (!font) continue;
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

/** What of `text` the card can draw: its characters that no font has left out, spaces tidied. */
export function drawableText(text: string): string {
  return fontRuns(text)
    .map((run) => run.text)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

const colours = { ink: "#1c2434", sand: "#f6f2ea", accent: "#0f6466", accentStrong: "#0a4b4d", white: "#ffffff" };
const margin = 96;
export const titleBox = { maxWidth: socialCardSize.width - 2 * margin, maxLines: 3, fontSizes: [84, 76, 68, 60] } as const;
/** The band the title is centred in, between the brand and the wave at the foot of the card. */
const titleBand = { top: 190, bottom: 490 };
const lineHeight = 1.14;

/** Every public page with the title its card shows: the one list of pages, titled as the pages title themselves (her `words`, decision 095). */
export function socialCardPages(site: Site, issues?: Parameters<typeof publicPages>[1], words?: PagesWords): SocialCard[] {
  return publicPages(site, issues, words).map((page) => socialCard(page.path, page.title));
}

const wordWidths = new Map<string, number>();
const widthOf = (runs: Run[]) => runs.reduce((sum, run) => sum + run.font.getAdvanceWidth(run.text, 1), 0);
/**
 * A line's width as the sum of its words' and spaces' (each word shaped once, at size 1: widths
 * grow in proportion to the size). Shaping is the slow part of opentype.js, and fitting a title
 * measures the same words many times.
 */
export function measureTitle(text: string, fontSize: number): number {
  const words = text.split(" ");
  const width = words.reduce(
    (sum, word) => {
      let wordWidth = wordWidths.get(word);
      if (wordWidth === undefined) {
        wordWidth = widthOf(fontRuns(word));
        wordWidths.set(word, wordWidth);
      }
      return sum + wordWidth;
    },
    fonts().spaceWidth * (words.length - 1),
  );
  return width * fontSize;
}

/**
 * SVG path data of text drawn by opentype.js, to a tenth of a pixel. (Its own toPathData
 * writes NaN for coordinates within a millionth of a whole number, which ends the drawing.)
 */
function pathData(text: OutlinePath): string {
  const n = (value: number) => Math.round(value * 10) / 10;
  return text.commands
    .map((command) => {
      switch (command.type) {
        case "M":
        case "L":
          return `${command.type}${n(command.x)} ${n(command.y)}`;
        case "Q":
          return `Q${n(command.x1)} ${n(command.y1)} ${n(command.x)} ${n(command.y)}`;
        case "C":
          return `C${n(command.x1)} ${n(command.y1)} ${n(command.x2)} ${n(command.y2)} ${n(command.x)} ${n(command.y)}`;
        default:
          return "Z";
      }
    })
    .join("");
}

/** SVG path data of `text` from `x`, each run in its own font, one after the other. */
function runsPathData(runs: Run[], x: number, y: number, fontSize: number): string {
  let left = x;
  return runs
    .map((run) => {
      const d = pathData(run.font.getPath(run.text, left, y, fontSize));
      left += run.font.getAdvanceWidth(run.text, fontSize);
      return d;
    })
    .join("");
}

function titlePaths(heading: string): string {
  const { fontSize, lines } = fitTitle(drawableText(heading), measureTitle, titleBox);
  const { titleLatin } = fonts();
  const capHeight = (titleLatin.tables.os2.sCapHeight / titleLatin.unitsPerEm) * fontSize;
  const step = fontSize * lineHeight;
  const blockHeight = capHeight + step * (lines.length - 1);
  const firstBaseline = (titleBand.top + titleBand.bottom - blockHeight) / 2 + capHeight;
  return lines
    .map((line, index) => runsPathData(fontRuns(line), margin, firstBaseline + index * step, fontSize))
    .map((d) => `<path d="${d}"/>`)
    .join("");
}

function brandRow(): string {
  const brand = runsPathData(fontRuns(defaultSite.brand, fonts().brand), margin + 88, 130, 36);
  return `<g transform="translate(${margin} 84) scale(${64 / 220})">
    <rect width="220" height="220" rx="44" fill="${colours.accent}"/>
    <path d="M48 170V58l62 70 62-70v112" fill="none" stroke="${colours.white}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <path fill="${colours.sand}" d="${brand}"/>`;
}

function cardSvg(card: SocialCard, brand: string): string {
  const { width, height } = socialCardSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${colours.ink}"/>
  <rect width="18" height="${height}" fill="${colours.accent}"/>
  <path d="M0 560 C 300 520 520 600 800 550 S 1100 500 1200 515 V${height} H0Z" fill="${colours.accentStrong}"/>
  <g fill="${colours.sand}">
    <rect x="880" y="540" width="72" height="16" rx="8" opacity="0.55"/>
    <rect x="980" y="522" width="72" height="16" rx="8" opacity="0.75"/>
    <rect x="1080" y="504" width="72" height="16" rx="8"/>
  </g>
  ${brand}
  <g fill="${colours.white}">${titlePaths(card.heading)}</g>
</svg>`;
}

/** A card's drawing as its PNG: flat colours and smooth text need few colours; no dithering keeps edges clean. ~16 KiB, ~0.1 s a card. */
function pngOf(svg: string) {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, colours: 64, effort: 1, dither: 0 }).toBuffer();
}

/** One card as a PNG. */
export function socialCardPng(card: SocialCard) {
  return pngOf(cardSvg(card, brandRow()));
}

/**
 * What a card is drawn from (decision 038): its brand and heading. With the same code and fonts, as within one
 * repository build, the same source always draws the same card, so the renderer compares these, not drawings.
 */
export const socialCardSource = (card: SocialCard) => JSON.stringify([defaultSite.brand, card.heading]);

/** Draws `cards` under `clientFolder` (build/client) where each card's path says; returns how many. */
export async function renderSocialCards(clientFolder: string, cards: SocialCard[]): Promise<number> {
  const brand = brandRow();
  await mapWithConcurrency(cards, async (card) => {
    const file = path.join(clientFolder, card.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await pngOf(cardSvg(card, brand)));
  });
  return cards.length;
}
