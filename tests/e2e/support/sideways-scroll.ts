import type { Page } from "@playwright/test";

/** How far the page scrolls sideways, in CSS pixels: 0 when it fits the window's width. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
