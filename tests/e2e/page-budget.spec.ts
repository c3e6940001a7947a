import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Locator, Page, Response } from "@playwright/test";
import { type ClientAppModules, clientAppModulesId } from "../../app/lib/client-app-modules";
import { clientAppStarted, startClientApp } from "./support/client-app";
import { hydratingPagePaths, pagePaths } from "./support/routes";
import { expect, test } from "./support/test";

/**
 * What `npm run bench:web` showed matters for first paint, held on the built pages
 * (build/client, which `npm test` builds before the end-to-end tests):
 * no render-blocking stylesheet and no modulepreload in <head>, one inlined <style>,
 * sized images, and what JavaScript each page may load.
 *
 * A page with live widgets (the pages listed in `hydratingPagePaths`: a search, tabs, a form that sends with
 * JavaScript) holds each as an island (decision 072): as it opens it loads only a small loader, which fetches the
 * islands' modules ahead once the page has loaded and runs them on the visitor's first act (decision 020), never
 * React Router, its manifest or the root's code, so that a new back-office screen adds nothing to it. The budget, in
 * gzip and on the wire, holds at load, after 5 s with nobody acting, and after the islands have started: 60 KiB
 * (decision 072; 102–152 KiB when each such page hydrated the whole app); once the visitor has used every widget on
 * the page, 80 KiB (decision 080).
 * Every other page, the not-found page included, loads no script at all: no script file, no
 * module script, no React or React Router. A tiny inline script (at most 1 KiB in all, such as
 * a progressive enhancement of the header) is allowed, but never the client app.
 */
const liveBudgetKiB = 60;
const usedBudgetKiB = 80;
const inlineScriptBudgetBytes = 1024;

const buildDir = path.resolve("build/client");
const notFoundFile = "404/index.html";
const fileOf = (pagePath: string) => path.join(pagePath.slice(1), "index.html");
const pageFiles = [...pagePaths.map(fileOf), notFoundFile];
const hydratingFiles = new Set([...hydratingPagePaths].map(fileOf));

function readBuilt(file: string): string {
  const full = path.join(buildDir, file);
  if (!existsSync(full)) throw new Error(`${full} is missing: run \`npm run build\` first`);
  return readFileSync(full, "utf8");
}

function headOf(html: string): string {
  const head = html.match(/<head>([\s\S]*?)<\/head>/)?.[1];
  if (head === undefined) throw new Error("The page has no <head>");
  return head;
}

/** The page's <script> elements that hold or load JavaScript (not JSON-LD data or speculation rules). */
function javaScriptElements(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = "", body = ""]) => ({ attributes, body }))
    .filter(({ attributes }) => {
      const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? "";
      return ["", "module", "text/javascript", "application/javascript"].includes(type);
    });
}

/** The scripts a page's module scripts load at once: their sources, their imports, and import() calls run as the page loads. */
function entryScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script type="module"([^>]*)>([\s\S]*?)<\/script>/g)];
  return scripts.flatMap(([, attributes = "", body = ""]) => [
    ...[...attributes.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""),
    ...[...body.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""),
  ]);
}

/** The islands and their modules that a live page's loader fetches ahead and runs on the visitor's first act. */
function clientAppScripts(html: string): string[] {
  const block = html.match(new RegExp(`<script type="application/json" id="${clientAppModulesId}">([^<]*)</script>`))?.[1];
  if (!block) return [];
  const { islands, modules } = JSON.parse(block) as ClientAppModules;
  return [...islands, ...modules];
}

/** A built module's static imports (Rollup writes them as import…from"./file.js"), as /assets/ paths. */
function staticImports(assetPath: string): string[] {
  const code = readBuilt(assetPath);
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?"\.\/([^"]+\.js)"/g)].map(
    (match) => `/assets/${match[1]}`,
  );
}

/** Every script `scripts` load: each of them and, transitively, their static imports. */
function withStaticImports(scripts: string[]): Set<string> {
  const loaded = new Set<string>();
  const pending = [...scripts];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (loaded.has(next)) continue;
    loaded.add(next);
    pending.push(...staticImports(next));
  }
  return loaded;
}

function gzipKiB(assetPaths: Iterable<string>): number {
  let bytes = 0;
  for (const assetPath of assetPaths) bytes += gzipSync(readFileSync(path.join(buildDir, assetPath)), { level: 9 }).length;
  return bytes / 1024;
}

for (const file of pageFiles) {
  test.describe(`built page ${file}`, () => {
    test("paints from the HTML alone: one inlined <style>, no stylesheet link, no modulepreload in <head>", () => {
      const head = headOf(readBuilt(file));
      expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(head).not.toMatch(/<link[^>]+rel="modulepreload"/);
      expect(head.match(/<style[\s>]/g) ?? []).toHaveLength(1);
    });

    test("gives every image a width and a height, so nothing moves as images arrive", () => {
      for (const image of readBuilt(file).match(/<img\b[^>]*>/g) ?? []) {
        expect(image, image).toMatch(/\swidth="\d+"/);
        expect(image, image).toMatch(/\sheight="\d+"/);
      }
    });

    if (hydratingFiles.has(file)) {
      test("loads only the client app's loader as it opens, and not the app", () => {
        const scripts = [...withStaticImports(entryScripts(readBuilt(file)))];
        expect(scripts).toHaveLength(1);
        expect(scripts[0]).toMatch(/^\/assets\/client-app-loader-[\w-]+\.js$/);
      });

      test(`holds its widgets as islands, at most ${liveBudgetKiB} KiB of JavaScript (gzip) with the loader, and not the app`, () => {
        const html = readBuilt(file);
        const scripts = withStaticImports([...entryScripts(html), ...clientAppScripts(html)]);
        expect([...scripts].some((script) => /\/island-[\w-]+\.js$/.test(script))).toBe(true);
        expect([...scripts].filter((script) => /\/(manifest|entry\.client|root)-/.test(script))).toEqual([]);
        expect(html.includes("__reactRouter"), "React Router's context or route modules").toBe(false);
        expect(gzipKiB(scripts)).toBeLessThanOrEqual(liveBudgetKiB);
      });
    } else {
      test("loads no script: no script file, no module, no client app, inline code only if tiny", () => {
        const html = readBuilt(file);
        const scripts = javaScriptElements(html);
        expect(scripts.filter((script) => /\ssrc\s*=|type="module"/.test(script.attributes))).toEqual([]);
        expect(html.includes("__reactRouter"), "React Router's context or route modules").toBe(false);
        expect(html.match(/\/assets\/[^"'\s]+\.js/g) ?? []).toEqual([]);
        const inlineBytes = scripts.reduce((sum, script) => sum + Buffer.byteLength(script.body), 0);
        expect(inlineBytes).toBeLessThanOrEqual(inlineScriptBudgetBytes);
        for (const script of scripts) expect(script.body).not.toMatch(/\bimport\b|__reactRouter|\$R[CSX]\b/);
      });
    }
  });
}

/** The bytes on the wire of every `.js` response the page has had so far, each counted once. */
function javaScriptOnTheWire(page: Page): () => Promise<number> {
  const responses = new Map<string, Response>();
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) responses.set(response.url(), response);
  });
  return async () => {
    let bytes = 0;
    for (const response of responses.values()) {
      const sizes = await response.request().sizes();
      bytes += sizes.responseHeadersSize + sizes.responseBodySize;
    }
    return bytes / 1024;
  };
}

/**
 * Fills a form's fields as a visitor would and sends it, its answer from the server stood in for (nothing is stored
 * or mailed): the form goes through its whole way, the toast that answers it included.
 */
async function fillAndSend(page: Page, form: Locator) {
  for (const field of await form.getByRole("textbox").all()) {
    await field.fill((await field.getAttribute("type")) === "email" ? "budget@example.com" : "Weighing every widget");
  }
  for (const choice of await form.getByRole("combobox").all()) await choice.selectOption({ index: 1 });
  const sent = page.waitForRequest("**/rest/v1/**");
  await form.getByRole("button", { name: /Send|Subscribe/ }).click();
  await sent;
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
}

/** Uses every live widget of the page in its main part: its searches, each of its tabs, a question opened, its forms. */
async function useEveryWidget(page: Page) {
  const main = page.getByRole("main");
  for (const search of await main.getByRole("searchbox").all()) {
    await search.fill("strategy");
    await expect(main.getByRole("status").first()).toContainText("strategy");
    await search.fill("");
  }
  for (const tab of await main.getByRole("tab").all()) {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
  }
  const question = main.locator("details > summary").first();
  if (await question.count()) await question.click();
  await page.route("**/rest/v1/**", (route) => route.fulfill({ status: 201, body: "" }));
  for (const form of await main.locator("form").all()) await fillAndSend(page, form);
  await page.waitForLoadState("networkidle");
}

for (const pagePath of hydratingPagePaths) {
  test(`${pagePath} loads at most ${liveBudgetKiB} KiB of JavaScript at load, after 5 s with nobody acting, and once its islands have started; at most ${usedBudgetKiB} KiB once every widget was used`, async ({
    page,
  }) => {
    const loadedKiB = javaScriptOnTheWire(page);
    await page.goto(pagePath, { waitUntil: "load" });
    expect(await loadedKiB(), "at load").toBeLessThanOrEqual(liveBudgetKiB);
    await page.waitForTimeout(5000);
    expect(await clientAppStarted(page), "nobody acted: no island ran").toBe(false);
    const idleKiB = await loadedKiB();
    expect(idleKiB, "after 5 s idle").toBeGreaterThan(0);
    expect(idleKiB, "after 5 s idle").toBeLessThanOrEqual(liveBudgetKiB);
    await startClientApp(page);
    expect(await loadedKiB(), "once its islands have started").toBeLessThanOrEqual(liveBudgetKiB);
    await useEveryWidget(page);
    expect(await loadedKiB(), "once every widget was used").toBeLessThanOrEqual(usedBudgetKiB);
  });
}

for (const pagePath of hydratingPagePaths) {
  test(`${pagePath} runs its loader only after its largest paint, so that no script comes before it`, async ({ page }) => {
    // The loader's first step is to read the page's list of islands: note when that happens.
    await page.addInitScript((listId) => {
      const byId = Document.prototype.getElementById;
      Document.prototype.getElementById = function (id: string) {
        if (id === listId && !("loaderRanAt" in window)) Object.assign(window, { loaderRanAt: performance.now() });
        return byId.call(this, id);
      };
    }, clientAppModulesId);
    await page.goto(pagePath);
    const ranAfterLargestPaint = () =>
      page.evaluate(async () => {
        const ranAt = (window as { loaderRanAt?: number }).loaderRanAt;
        const largestPaint = await new Promise<number>((found) =>
          new PerformanceObserver((list) => found(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          }),
        );
        return ranAt === undefined ? null : ranAt >= largestPaint;
      });
    await expect.poll(ranAfterLargestPaint).toBe(true);
  });
}

/** The built scripts that hold the back office's chart library (Recharts), found by its class names. */
function chartLibraryScripts(): string[] {
  const assets = path.join(buildDir, "assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js") && readFileSync(path.join(assets, file), "utf8").includes("recharts-surface"))
    .map((file) => `/assets/${file}`);
}

test("no page names or loads the chart library: only the back office's visits overview does", () => {
  const chartScripts = chartLibraryScripts();
  expect(chartScripts.length, "the build holds the chart library").toBeGreaterThan(0);
  for (const file of pageFiles) {
    const html = readBuilt(file);
    const loaded = withStaticImports([...entryScripts(html), ...clientAppScripts(html)]);
    for (const script of chartScripts) {
      expect(html, `${file} names ${script}`).not.toContain(script);
      expect(loaded.has(script), `${file} loads ${script}`).toBe(false);
    }
  }
});

test("a page that hydrates does so without a mismatch, and its links load the next page, with that page's own stylesheet", async ({
  page,
}) => {
  const errors: string[] = [];
  const stylesheetRequests: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheetRequests.push(request.url());
  });
  await page.goto("/free-resources");
  await startClientApp(page);
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "loadedOnce" in window), "loaded the FAQ page afresh").toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe("rgb(28, 36, 52)");
  expect(await page.locator("head style").count()).toBe(1);
  expect(errors).toEqual([]);
  expect(stylesheetRequests).toEqual([]);
});
