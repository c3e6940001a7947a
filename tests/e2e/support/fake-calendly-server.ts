/**
 * Serves the local fake of Calendly's API (scripts/support/fake-calendly.ts) that the second e2e server's
 * CALENDLY_API_BASE points at (playwright.config.ts), so that the coach connects Calendly in a spec without the internet.
 */
import { serveFakeCalendly } from "../../../scripts/support/fake-calendly";
import { fakeCalendlyOrigin } from "./fake-calendly-origin";

void serveFakeCalendly(Number(new URL(fakeCalendlyOrigin).port));
