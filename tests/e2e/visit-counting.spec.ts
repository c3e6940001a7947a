import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { type Browser, devices, expect, test } from "@playwright/test";
import { createSiteCounter, type SiteCounter } from "../../server/analytics/site-counter";
import { createApp } from "../../server/app";
import { policyOptionsFor } from "../../server/http/content-security-policy";
import { loadStaticSite, type StaticFile, type StaticSite } from "../../server/http/static-site";
import { type Database, openPglite } from "../../server/storage/db";

/**
 * Page views as the server counts them, in Chromium: this spec runs its own server (the
 * site's build, a fresh embedded database) so that it can read the counts. "With speculation
 * rules" is the build as it is: every page carries the site's own rules (prefetch a page of the
 * site when its link is pressed, eagerness "conservative"). "Without" serves the same pages with
 * those rules made inert.
 */
function withoutSpeculationRules(page: StaticFile): StaticFile {
  // The element stays and only its type changes, to one browsers treat as data: the client app renders the rules'
  // element, and a page without it would not match what React expects to hydrate.
  const html = page.bodies.identity.toString("utf8").replace('<script type="speculationrules">', '<script type="text/plain">');
  return { ...page, etag: `"no-rules-${page.etag.slice(1)}`, bodies: { identity: Buffer.from(html) } };
}

const fivePages = ["Services", "About", "FAQ", "Contact"] as const;

for (const rules of [false, true]) {
  for (const javaScript of [true, false]) {
    test.describe(`page views ${rules ? "with" : "without"} speculation rules, JavaScript ${javaScript ? "on" : "off"}`, () => {
      let db: Database;
      let dataDir: string;
      let counter: SiteCounter;
      let server: ReturnType<typeof serve>;
      let origin: string;
      const prefetches: string[] = [];

      test.beforeAll(async () => {
        dataDir = mkdtempSync(path.join(tmpdir(), "visit-counting-"));
        db = await openPglite(dataDir);
        const built = loadStaticSite(
          path.resolve("build/client"),
          policyOptionsFor({ PUBLIC_ORIGIN: "http://localhost", BACKEND_URL: "" }),
        );
        const site: StaticSite = rules
          ? built
          : {
              ...built,
              page: (urlPath) => {
                const page = built.page(urlPath);
                return page && withoutSpeculationRules(page);
              },
            };
        counter = createSiteCounter({ db, publicOrigin: "http://localhost" });
        const app = createApp({
          db,
          site,
          rateLimitPerMinute: 0,
          trustProxy: false,
          publicOrigin: "http://localhost",
          siteCounter: counter,
        });
        server = serve({
          port: 0,
          hostname: "127.0.0.1",
          fetch: (request, env) => {
            const { pathname } = new URL(request.url);
            // The client app's modules, prefetched once a hydrating page has loaded (decision 020), are not pages.
            if (request.headers.get("sec-purpose") && !pathname.startsWith("/assets/")) prefetches.push(pathname);
            return app.fetch(request, env);
          },
        });
        await new Promise((resolve) => server.once("listening", resolve));
        origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      });

      test.afterAll(async () => {
        await new Promise((resolve) => server.close(resolve));
        await counter.stop();
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      });

      test.beforeEach(async () => {
        await counter.flush();
        await db.query("truncate public.site_daily_counts");
        prefetches.length = 0;
      });

      async function pageViews() {
        await counter.flush();
        const rows = await db.query("select name, count from public.site_daily_counts where metric = 'page_views' order by name");
        return Object.fromEntries(rows.map((row) => [String(row.name), Number(row.count)]));
      }

      async function open(browser: Browser) {
        const context = await browser.newContext({ ...devices["Desktop Chrome"], javaScriptEnabled: javaScript });
        const page = await context.newPage();
        await page.goto(`${origin}/`);
        return { context, page, nav: page.getByRole("navigation", { name: "Main" }) };
      }

      test("five pages opened by clicking count five views", async ({ browser }) => {
        const { context, page, nav } = await open(browser);
        for (const label of fivePages) {
          await nav.getByRole("link", { name: label, exact: true }).click();
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`/${label.toLowerCase()}$`));
        }
        await expect.poll(pageViews).toEqual({ "/": 1, "/about": 1, "/contact": 1, "/faq": 1, "/services": 1 });
        // Whatever was prefetched was a page clicked, once: a prefetch and the page then shown are one view.
        const clicked = fivePages.map((label) => `/${label.toLowerCase()}`);
        expect(clicked).toEqual(expect.arrayContaining(prefetches));
        expect(new Set(prefetches).size).toBe(prefetches.length);
        await context.close();
      });

      test("hovering over links without clicking counts no view", async ({ browser }) => {
        const { context, page, nav } = await open(browser);
        for (const label of fivePages) await nav.getByRole("link", { name: label, exact: true }).hover();
        await page.waitForTimeout(1_500);
        expect(await pageViews()).toEqual({ "/": 1 });
        expect(prefetches).toEqual([]);
        await context.close();
      });
    });
  }
}
