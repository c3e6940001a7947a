/** Where the local fake of Calendly's API listens in the e2e run: the e2e port plus 20, so several checkouts can run at once. */
export const fakeCalendlyOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 20}`;
