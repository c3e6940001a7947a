import type { Page } from "@playwright/test";

/** Adds a link to the end of the page, as a page of the site that links to `href` would hold it. */
export async function addLink(page: Page, href: string, name: string) {
  await page.evaluate(
    ({ to, text }) => {
      const link = document.createElement("a");
      link.href = to;
      link.textContent = text;
      document.body.append(link);
    },
    { to: href, text: name },
  );
}
