import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testSecrets } from "./scripts/support/sales-events";
import { backOfficeAddresses } from "./tests/e2e/support/back-office-addresses";
import { fakeCalendlyOrigin } from "./tests/e2e/support/fake-calendly-origin";

/**
 * End-to-end tests against the built site served by our own server, compiled as `npm start` runs it, in
 * Debian's Chromium. Build first (`npm run build`); `npm test` does.
 * E2E_PORT picks the port, so several checkouts can run at once.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
// In the environment once, like the mail folder below: the specs sign in with the operator key each server keeps in its
// data folder (tests/e2e/support/admin.ts), so the workers must find the runner's folders.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
process.env.E2E_REGENERATING_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-regenerating-data-"));
const dataDir = process.env.E2E_DATA_DIR;
// Specs that change the site itself (publishing an issue, the coach's settings) use a second server with a
// data folder of its own (tests/e2e/support/regenerating-server.ts), so no other spec sees the site change under it.
const regeneratingPort = port + 1;
const regeneratingDataDir = process.env.E2E_REGENERATING_DATA_DIR;
// A real SMTP server (tests/e2e/support/mail-catcher.ts) catches the server's e-mails into a folder the specs read.
// Set in the environment once, so that the workers Playwright starts share the runner's folder and port.
process.env.E2E_SMTP_PORT ??= String(port + 10_000);
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-mail-"));

/** What both e2e servers run with; each adds its port and data folder. */
const serverEnvironment = {
  HOST: "localhost",
  RATE_LIMIT_PER_MINUTE: "0",
  // The specs sign in a dozen times an hour from one IP, often as the same worker's address.
  ADMIN_SIGN_IN_MAILS_PER_DAY: "0",
  ADMIN_SIGN_IN_ATTEMPTS_PER_MINUTE: "0",
  // One back-office address per worker (tests/e2e/support/admin.ts), so parallel sign-ins never void each other's code.
  ADMIN_EMAILS: backOfficeAddresses.join(","),
  // The Monday summary would land in the specs' mail catcher on Mondays only. This is its default until the coach
  // ticks the box on Health (tests/e2e/emails.spec.ts does, and ticks it back off): a Monday run may then catch one.
  WEEKLY_SUMMARY: "false",
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
  // The booking webhooks, signed in the specs with the same secrets (tests/e2e/sales.spec.ts). Stripe's and Calendly's
  // are set on the first server only: on the second, the coach pastes Stripe's secret at Connections
  // (tests/e2e/connections.spec.ts) and connects Calendly with a token, against a local fake of Calendly's API
  // (tests/e2e/calendly-connection.spec.ts).
  CAL_WEBHOOK_SECRET: testSecrets.cal,
};

// The specs that change the site itself, all on the second server: one at a time, as each reads back the site it rebuilt.
const regeneratingSpecs = /(coach-settings|connections|calendly-connection|newsletter-publishing)\.spec\.ts/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two browsers at once on a two-core machine (decision 048): every spec on the first server tolerates another beside
  // it (one back-office address per worker, tests/e2e/support/admin.ts); `--workers` overrides it. Three were slower
  // (decision 060): the browsers keep both cores busy.
  workers: 2,
  // Axe scans of long pages take seconds on a loaded two-core machine.
  timeout: 60_000,
  retries: 0,
  reporter: "list",
  globalSetup: "./tests/e2e/support/mail-catcher.ts",
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace recorded (decision 060): recording one for every test, to keep the failures', cost the browsers a
    // tenth of the stage. A failure keeps its screenshot; `npx playwright test <spec> --trace on` records one.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // First, so that its one worker starts at once beside the others instead of running alone at the end.
    {
      name: "regenerating-site",
      testMatch: regeneratingSpecs,
      fullyParallel: false,
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
    { name: "chromium", testIgnore: [/no-javascript\.spec\.ts/, regeneratingSpecs], use: { ...devices["Desktop Chrome"] } },
    {
      name: "no-javascript",
      testMatch: /no-javascript\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
    },
  ],
  webServer: [
    {
      command: "node build/server.js",
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      // Opening and migrating the embedded database takes close to a minute on a loaded two-core machine.
      timeout: 180_000,
      env: {
        ...serverEnvironment,
        STRIPE_WEBHOOK_SECRET: testSecrets.stripe,
        CALENDLY_WEBHOOK_SIGNING_KEY: testSecrets.calendly,
        PORT: String(port),
        DATA_DIR: dataDir,
      },
    },
    {
      command: "node build/server.js",
      url: `http://localhost:${regeneratingPort}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...serverEnvironment,
        CALENDLY_API_BASE: fakeCalendlyOrigin,
        PORT: String(regeneratingPort),
        DATA_DIR: regeneratingDataDir,
      },
    },
    {
      command: "tsx tests/e2e/support/fake-calendly-server.ts",
      url: `${fakeCalendlyOrigin}/_fake/subscriptions`,
      reuseExistingServer: false,
    },
  ],
});
