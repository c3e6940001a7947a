/**
 * The second e2e server (playwright.config.ts), with a data folder of its own: specs that
 * regenerate the site (publishing an issue, saving the coach's settings) run against it with
 * `test.use({ baseURL: regeneratingOrigin })`, so the site every other spec reads never changes.
 */
export const regeneratingOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
