import type { Page, Response } from "@playwright/test";
import { startClientApp } from "./client-app";
import { hydratingPagePaths } from "./routes";
import { expect } from "./test";

/**
 * What each public page is checked for on its one visit in a wide window (tests/e2e/site.spec.ts, decision 074): one
 * page load checks several things, where each check used to load the page again in a spec of its own.
 */

/**
 * A new connection's first round trip carries ten TCP segments, 14,600 bytes: a page whose response (headers and
 * Brotli body) fits arrives a whole round trip sooner on a slow connection, as Lighthouse's simulation showed
 * (decision 019). Every page fits, those that hydrate included, although they also carry the client app's start
 * (React Router's context and stream, React's scripts, a hash for each in the policy header).
 */
export const firstRoundTripBytes = 14_600;

/** The page's response, headers and compressed HTML, fits in the first round trip. */
export async function expectFirstRoundTrip(response: Response | null) {
  expect(response?.headers()["content-encoding"]).toBe("br");
  const sizes = await response?.request().sizes();
  expect((sizes?.responseHeadersSize ?? Infinity) + (sizes?.responseBodySize ?? Infinity)).toBeLessThanOrEqual(
    firstRoundTripBytes,
  );
}

/**
 * Every link on the page (header and footer too) that leaves the site opens a new tab without handing it the opener.
 * Read in one look at the page, where asking for each link's two attributes took two round trips a link.
 */
export async function expectSafeExternalLinks(page: Page) {
  const links = await page.locator('a[href^="http"]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: anchor.getAttribute("href"),
      target: anchor.getAttribute("target"),
      rel: anchor.getAttribute("rel"),
    })),
  );
  for (const link of links) {
    expect(link.target, link.href ?? "").toBe("_blank");
    expect(link.rel, link.href ?? "").toMatch(/\bnoopener\b/);
  }
}

/**
 * The page runs its scripts and speculation rules under its policy (once a hydrating page's network is quiet a refused
 * script has been reported to tests/e2e/support/test.ts; the other pages load no script), and the header's booking
 * menu opens and closes.
 */
export async function expectBookingMenuWorks(page: Page, path: string) {
  if (hydratingPagePaths.has(path)) await page.waitForLoadState("networkidle");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /book a session/i })
    .click();
  await expect(page.locator("#booking-menu").getByRole("link").first()).toBeVisible();
  await page.keyboard.press("Escape");
}

/**
 * Each page carries its own stylesheet, built for the classes its HTML and its modules can show
 * (server/site/page-stylesheet.ts, decision 019). This looks for a class on screen that the page's stylesheet does not
 * know: as the page loaded and, on the pages that hydrate, once their forms have answered and their searches found
 * nothing, states only the client app draws. Last in a visit, since it submits the page's forms.
 */
export async function expectEveryClassStyled(page: Page, path: string) {
  if (hydratingPagePaths.has(path)) await showClientOnlyStates(page);
  expect(await unstyledClasses(page)).toEqual([]);
}

/**
 * Classes with no rule of their own: markers for descendants' or siblings' variants, and the names
 * lucide-react gives its icons.
 */
const markerClasses = /^((group|peer)(\/.*)?|lucide(-[a-z0-9-]+)?)$/;

/** The classes on the page that no rule of its stylesheets names. */
function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate((markerSource) => {
    const marker = new RegExp(markerSource);
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const named = selectors.join("\n");
    const classes = new Set(Array.from(document.querySelectorAll("[class]")).flatMap((element) => Array.from(element.classList)));
    return [...classes].filter((name) => !marker.test(name) && !named.includes(`.${CSS.escape(name)}`)).sort();
  }, markerClasses.source);
}

/** What only the client app shows: each form's answer to an empty submission, each search finding nothing. */
async function showClientOnlyStates(page: Page) {
  await startClientApp(page);
  for (const search of await page.getByRole("searchbox").all()) await search.fill("zzqx");
  for (const button of await page.locator("main form button[type=submit]").all()) await button.click();
}
