/**
 * The second e2e server (playwright.config.ts), with a data folder of its own: specs that
 * regenerate the site (publishing an issue, saving the coach's settings) run against it with
 * `test.use({ baseURL: regeneratingOrigin })`, so the site every other spec reads never changes.
 */
export const regeneratingOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

/**
 * How long a spec waits for the site its change rebuilt: 5–6 s on a quiet two-core machine (docs/publishing.md), about
 * 50 s at a load average of 25; a render that hangs is reported within it (decision 048).
 */
export const rebuildTimeoutMs = 90_000;
