import { test as base, expect } from "@playwright/test";

/**
 * Playwright's `test`, failing any test during which its page's browser refused something
 * under the page's Content-Security-Policy or rejected its Permissions-Policy: so
 * every interaction the suite performs also proves the headers break nothing.
 * It watches the `page` fixture itself rather than an automatic fixture of its own, so that a test that reads
 * only files or asks the server through `request` opens no browser page at all (decision 074).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Permissions-Policy/i.test(message.text())) problems.push(message.text());
    });
    await use(page);
    expect(problems, "problems the browser reported with the security headers").toEqual([]);
  },
});

export type { Page } from "@playwright/test";
export { expect };
