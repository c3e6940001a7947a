import type { Page } from "@playwright/test";
import { startClientApp } from "./support/client-app";
import { hydratingPagePaths, pagePaths } from "./support/routes";
import { expect, test } from "./support/test";

/**
 * Each page carries its own stylesheet, built for the classes its HTML and its modules can show
 * (server/site/page-stylesheet.ts, decision 019). These tests look for a class on screen that the
 * page's stylesheet does not know: on every page as it loads, and on the pages that hydrate once their
 * forms have answered and their searches found nothing, states only the client app draws.
 */

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

for (const path of [...pagePaths, "/no-such-page"]) {
  test(`every class on ${path} is styled by the page's own stylesheet`, async ({ page }) => {
    await page.goto(path);
    if (hydratingPagePaths.has(path)) await showClientOnlyStates(page);
    expect(await unstyledClasses(page)).toEqual([]);
  });
}
