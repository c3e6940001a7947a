/**
 * npm run bench:web — Lighthouse figures for every page as our server sends it.
 * Builds the site, starts the compiled server on a free port with a throwaway data folder,
 * then runs Lighthouse 12 (its default: mobile, simulated throttling) in Debian's
 * Chromium, BENCH_RUNS times per route (default 3), and prints the medians per route
 * as each route is done, then the worst figures over all routes. Prints figures; it is not a test.
 *
 * BENCH_ROUTES=/,/faq limits the routes; BENCH_SKIP_BUILD=1 benchmarks the existing build.
 * Lighthouse figures are noisy on a busy machine: compare runs made under the same load.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { publicPagePaths } from "../../app/lib/page-paths.server";
import { startServer } from "../support/server-process";

const notFoundRoute = "/no-such-page";
const runs = Number(process.env.BENCH_RUNS ?? 3);
const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(",").map((route) => route.trim())
  : [...publicPagePaths(), notFoundRoute];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface RunFigures {
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  htmlBytes: number;
}

type Figure = keyof Omit<RunFigures, "scores">;

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id} on ${lhr.finalDisplayedUrl}`);
  return value;
}

/**
 * Bytes on the wire of every JavaScript file the page loaded, from Lighthouse's network log: every response whose
 * path ends in `.js`, not only those Lighthouse types "Script" (it types modules imported or prefetched as "Other").
 */
function scriptBytes(lhr: Result): number {
  return bytesOf(lhr, (item) => typeof item.url === "string" && new URL(item.url).pathname.endsWith(".js"));
}

/** Bytes on the wire of the page itself: its HTML, with what its islands were rendered with (decision 080). */
function htmlBytes(lhr: Result): number {
  return bytesOf(lhr, (item) => item.resourceType === "Document");
}

/** Bytes on the wire of the requests in Lighthouse's network log that `chosen` picks. */
function bytesOf(lhr: Result, chosen: (item: Record<string, unknown>) => boolean): number {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") throw new Error("Lighthouse gave no network requests");
  return details.items
    .filter(chosen)
    .reduce((sum, item) => sum + (typeof item.transferSize === "number" ? item.transferSize : 0), 0);
}

function figuresOf(lhr: Result): RunFigures {
  const scores = Object.fromEntries(
    categories.map((category) => {
      const score = lhr.categories[category]?.score;
      if (typeof score !== "number") throw new Error(`No ${category} score for ${lhr.finalDisplayedUrl}`);
      return [category, Math.round(score * 100)];
    }),
  ) as RunFigures["scores"];
  return {
    scores,
    fcpMs: numericAudit(lhr, "first-contentful-paint"),
    lcpMs: numericAudit(lhr, "largest-contentful-paint"),
    tbtMs: numericAudit(lhr, "total-blocking-time"),
    cls: numericAudit(lhr, "cumulative-layout-shift"),
    scriptBytes: scriptBytes(lhr),
    htmlBytes: htmlBytes(lhr),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianFigures(samples: RunFigures[]): RunFigures {
  const medianOf = (pick: (figures: RunFigures) => number) => median(samples.map(pick));
  const scores = Object.fromEntries(
    categories.map((category) => [category, medianOf((figures) => figures.scores[category])]),
  ) as RunFigures["scores"];
  const figure = (name: Figure) => medianOf((figures) => figures[name]);
  return {
    scores,
    fcpMs: figure("fcpMs"),
    lcpMs: figure("lcpMs"),
    tbtMs: figure("tbtMs"),
    cls: figure("cls"),
    scriptBytes: figure("scriptBytes"),
    htmlBytes: figure("htmlBytes"),
  };
}

function row(cells: (string | number)[]): string {
  const widths = [28, 5, 5, 5, 5, 7, 7, 6, 6, 8, 10];
  return cells.map((cell, index) => String(cell)[index === 0 ? "padEnd" : "padStart"](widths[index] ?? 8)).join(" ");
}

function printHeader() {
  console.log(`bench:web  Lighthouse 12, mobile preset, simulated throttling, median of ${runs} run(s) per route`);
  console.log(row(["route", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS", "JS KiB", "HTML KiB"]));
}

function printRoute(route: string, figures: RunFigures) {
  const { scores } = figures;
  console.log(
    row([
      route,
      scores.performance,
      scores.accessibility,
      scores["best-practices"],
      scores.seo,
      Math.round(figures.fcpMs),
      Math.round(figures.lcpMs),
      Math.round(figures.tbtMs),
      figures.cls.toFixed(3),
      (figures.scriptBytes / 1024).toFixed(1),
      (figures.htmlBytes / 1024).toFixed(1),
    ]),
  );
}

function printSummary(results: Map<string, RunFigures>) {
  const all = [...results.values()];
  const minimum = (category: (typeof categories)[number]) => Math.min(...all.map((figures) => figures.scores[category]));
  const maximum = (name: Figure) => Math.max(...all.map((figures) => figures[name]));
  console.log(
    `\nMinimum over ${all.length} route(s): performance ${minimum("performance")}, accessibility ${minimum("accessibility")}, ` +
      `best practices ${minimum("best-practices")}, SEO ${minimum("seo")}`,
  );
  console.log(
    `Maximum: LCP ${Math.round(maximum("lcpMs"))} ms, TBT ${Math.round(maximum("tbtMs"))} ms, CLS ${maximum("cls").toFixed(3)}, ` +
      `JS ${(maximum("scriptBytes") / 1024).toFixed(1)} KiB`,
  );
}

if (process.env.BENCH_SKIP_BUILD !== "1") {
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("npm run build failed");
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-web-data-"));
const server = await startServer({ kind: "pglite", dataDir }).catch((error: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const origin = server.url;
const profileDir = mkdtempSync(path.join(tmpdir(), "bench-web-chromium-"));
let chrome: chromeLauncher.LaunchedChrome | undefined;

/**
 * One Lighthouse run of a route. A busy machine sometimes spoils a trace (NO_NAVSTART,
 * NO_FCP): such a run is repeated, up to three attempts, rather than ending the benchmark.
 */
async function measure(route: string, chromePort: number): Promise<RunFigures> {
  const attempts = 3;
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${route}`, {
      port: chromePort,
      logLevel: "error",
      output: "json",
      onlyCategories: [...categories],
      // The not-found page is meant to answer 404; measure it anyway.
      ignoreStatusCode: route === notFoundRoute,
    });
    if (!server.isRunning()) throw new Error(`The server stopped while measuring ${route}`);
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return figuresOf(result.lhr);
    if (attempt === attempts) throw new Error(`${route}: ${failure.message}`);
    process.stderr.write(`  ${route}: ${failure.code}, measuring again\n`);
  }
}

async function cleanUp() {
  chrome?.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: chromiumFlags,
    userDataDir: profileDir,
    handleSIGINT: false,
  });
  const results = new Map<string, RunFigures>();
  printHeader();
  for (const route of routes) {
    const samples: RunFigures[] = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(route, chrome.port));
    const figures = medianFigures(samples);
    results.set(route, figures);
    printRoute(route, figures);
  }
  printSummary(results);
} finally {
  await cleanUp();
}
