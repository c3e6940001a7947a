/**
 * npm run check:headers — scores our server's response headers with the MDN HTTP
 * Observatory's grading table, on every page, the 404 page, a file and the API,
 * and counts the inline scripts and styles each page's policy would refuse.
 * It prints figures and exits 1 below target (score 100, nothing refused).
 *
 * With CHECK_URL it checks a server that is already running (e.g. the live site);
 * otherwise it starts ours on a throwaway embedded database, as deployed behind
 * HTTPS (PUBLIC_ORIGIN https://…), since HSTS is only sent for HTTPS origins.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { publicPagePaths } from "../../app/lib/page-paths.server";
import { inlineCodeOf, refusedInlineCode } from "../../server/http/content-security-policy";
import { observatoryGrade, observatoryScore, observatoryTests, type TestResult } from "../support/observatory";
import { type ServerProcess, startServer } from "../support/server-process";

const targetScore = 100;
const otherResponses = [
  { path: "/no-such-page", method: "GET" },
  { path: "/robots.txt", method: "GET" },
  { path: "/rest/v1/subscribers", method: "GET" },
  { path: "/rest/v1/subscribers", method: "POST" },
];

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let origin = process.env.CHECK_URL?.replace(/\/+$/, "");
if (!origin) {
  dataDir = mkdtempSync(path.join(tmpdir(), "check-headers-"));
  process.env.PUBLIC_ORIGIN ||= "https://www.nextmovestrategy.co.uk";
  if (!process.env.PUBLIC_ORIGIN.startsWith("https://")) throw new Error("PUBLIC_ORIGIN must be https:// for this check");
  server = await startServer({ kind: "pglite", dataDir });
  origin = server.url;
}

interface Row {
  label: string;
  status: number;
  score: number;
  results: TestResult[];
  inlineCode: number;
  refused: number;
}

const rows: Row[] = [];
try {
  const requests = [...publicPagePaths().map((pagePath) => ({ path: pagePath, method: "GET" })), ...otherResponses];
  for (const request of requests) {
    const url = new URL(request.path, origin);
    const response = await fetch(url, { method: request.method, headers: { "Content-Type": "application/json" } });
    const body = await response.text();
    const results = observatoryTests(response.headers, body, url);
    const isPage = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    const refused = isPage ? refusedInlineCode(body, response.headers.get("content-security-policy") ?? "") : undefined;
    rows.push({
      label: `${request.method} ${request.path}`,
      status: response.status,
      score: observatoryScore(results),
      results,
      inlineCode: isPage ? inlineCodeOf(body).scripts.length : 0,
      refused: refused ? refused.scripts + refused.styles + refused.styleAttributes : 0,
    });
  }
} finally {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

console.log(`MDN HTTP Observatory header tests against ${process.env.CHECK_URL ?? `our server (${process.env.PUBLIC_ORIGIN})`}`);
console.log("(the HTTP → HTTPS redirection test needs the real host and is not run here)\n");
console.log(
  `${"response".padEnd(34)}${"status".padStart(7)}${"score".padStart(7)}${"grade".padStart(7)}${"inline scripts".padStart(16)}${"refused".padStart(9)}`,
);
for (const row of rows) {
  console.log(
    `${row.label.padEnd(34)}${String(row.status).padStart(7)}${String(row.score).padStart(7)}${observatoryGrade(row.score).padStart(7)}${String(row.inlineCode).padStart(16)}${String(row.refused).padStart(9)}`,
  );
}
const home = rows[0];
if (home) {
  console.log("\nTests on GET /:");
  for (const { test, result, modifier } of home.results) {
    console.log(`  ${test.padEnd(32)}${(modifier > 0 ? `+${modifier}` : String(modifier)).padStart(4)}  ${result}`);
  }
}
const minimum = Math.min(...rows.map((row) => row.score));
const inlineScripts = rows.reduce((sum, row) => sum + row.inlineCode, 0);
const refused = rows.reduce((sum, row) => sum + row.refused, 0);
console.log(`\nMinimum score ${minimum} (${observatoryGrade(minimum)}), target ≥ ${targetScore}`);
console.log(
  `Inline scripts on pages: ${inlineScripts}; inline scripts and styles without a matching hash: ${refused} (target 0)`,
);
if (minimum < targetScore || refused > 0) process.exitCode = 1;
