import type { Page, Route } from "@playwright/test";

/**
 * Holds every request to `url` until `release` is called, then answers it with `answer`: a slow server or
 * connection, for as long as a test needs one.
 */
export async function holdRoute(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void>,
): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return { release };
}
