import type { Page } from "@playwright/test";
import sharp from "sharp";

/** The width of the picture every e-mail's pictures are answered with: far wider than any column. */
export const widePictureWidth = 4000;

let widePicture: Promise<Buffer> | undefined;

/** Answers every picture an e-mail asks for with one 4,000 px wide JPEG, as a camera's photo would be. */
export async function answerPicturesWide(page: Page): Promise<void> {
  widePicture ??= sharp({ create: { width: widePictureWidth, height: 1000, channels: 3, background: "#0f6466" } })
    .jpeg()
    .toBuffer();
  await page.route(/\.(?:jpe?g|png|webp)(?:\?|$)/, async (route) =>
    route.fulfill({ contentType: "image/jpeg", body: await widePicture }),
  );
}

/**
 * Chromium's phone emulation at 320 px, as the narrowest phones show mail: a phone's web view, which lays a page
 * without `<meta name="viewport">` out 980 px wide and shrinks it to the screen.
 */
export const phoneEmulation = {
  viewport: { width: 320, height: 640 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** The viewport meta every e-mail carries, so that a phone lays it out at its own width. */
export const viewportContent = "width=device-width, initial-scale=1";

export interface EmailWidths {
  /** How wide the page is laid out: a phone's width, or 980 px in a phone's web view without the viewport meta. */
  layoutWidth: number;
  /** How wide the page scrolls: more than the viewport means sideways scrolling. */
  scrollWidth: number;
  /** The element reaching furthest right, and how far. */
  widest: { element: string; right: number };
  /** Each picture's width as displayed, in order. */
  pictures: number[];
  /** How wide the words' column is: the e-mail's heading's width. */
  textColumn: number;
  /** The viewport meta's content, and the document's title; empty when there is none. */
  viewportMeta: string;
  title: string;
}

/**
 * An e-mail's HTML shown in a window `viewportWidth` px wide (or the phone `page` emulates, already that wide), its
 * pictures loaded, measured.
 */
export async function emailWidths(page: Page, html: string, viewportWidth: number): Promise<EmailWidths> {
  if (page.viewportSize()?.width !== viewportWidth) await page.setViewportSize({ width: viewportWidth, height: 800 });
  await page.setContent(html, { waitUntil: "load" });
  return page.evaluate(() => {
    let widest = { element: "body", right: 0 };
    for (const element of document.body.querySelectorAll("*")) {
      const { right, width } = element.getBoundingClientRect();
      if (width > 0 && right + window.scrollX > widest.right)
        widest = { element: element.tagName.toLowerCase(), right: Math.round(right + window.scrollX) };
    }
    return {
      layoutWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      widest,
      pictures: [...document.images].map((image) => Math.round(image.getBoundingClientRect().width)),
      textColumn: Math.round(document.querySelector("h1")?.getBoundingClientRect().width ?? 0),
      viewportMeta: document.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? "",
      title: document.title.trim(),
    };
  });
}
