import { test as base, expect } from "@playwright/test";

/**
 * Playwright's `test`, failing any test during which the browser refused something
 * under the page's Content-Security-Policy or rejected its Permissions-Policy: so
 * every interaction the suite performs also proves the headers break nothing.
 */
export const test = base.extend<{ securityPolicyProblems: string[] }>({
  securityPolicyProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Permissions-Policy/i.test(message.text())) problems.push(message.text());
      });
      await use(problems);
      expect(problems, "problems the browser reported with the security headers").toEqual([]);
    },
    { auto: true },
  ],
});

export type { Page } from "@playwright/test";
export { expect };
