/**
 * npm run bench:publish — from Publish to the new issue's page answering 200, on the real
 * server and build (embedded database): how many seconds, whether any request to the site
 * failed under a steady load (autocannon on / and /newsletter) during the regeneration and
 * the swap, and the peak memory of the server and of the server with its build.
 * Exits non-zero if a request failed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startSession } from "../../server/admin/sessions";
import { createDraft } from "../../server/publishing/drafts-store";
import { openPglite } from "../../server/storage/db";
import { startServer } from "../support/server-process";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const coach = "coach@example.com";
const article = `${"Every senior move has a quiet week in it. ".repeat(88)}\n\n[Book Your Strategy Session](/contact)`;

/** Resident memory of a process, and of it with every process it started, in bytes. */
function memoryOf(pid: number): { own: number; withChildren: number } {
  const rss = (id: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1] ?? 0) * 1024;
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const family = [pid];
  for (let index = 0; index < family.length; index += 1) {
    for (const [child, parent] of parents) if (parent === family[index]) family.push(child);
  }
  let withChildren = 0;
  for (const id of family) {
    try {
      withChildren += rss(id);
    } catch {
      // The process ended while we looked.
    }
  }
  return { own: rss(pid), withChildren };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-publish-"));
const db = await openPglite(dataDir);
const cookie = `admin_session=${await startSession(db, coach)}`;
const draft = await createDraft(db, {
  title: "The Interview After the Interview",
  summary: "What to do in the week after a final interview.",
  description: "The week after a final interview decides more than you think. Here is how to use it, step by step.",
  body: article,
});
await db.close();
const server = await startServer({ kind: "pglite", dataDir }, { env: { ADMIN_EMAILS: coach } });

try {
  let finish: (result: autocannon.Result) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve) => {
    finish = resolve;
  });
  const loadOptions = { url: server.url, connections, duration: 1800, requests: [{ path: "/" }, { path: "/newsletter" }] };
  const load = autocannon(loadOptions, (_error, result) => finish(result));
  let peak = { own: 0, withChildren: 0 };
  const sampler = setInterval(() => {
    const now = memoryOf(server.pid);
    peak = { own: Math.max(peak.own, now.own), withChildren: Math.max(peak.withChildren, now.withChildren) };
  }, 250);

  const started = performance.now();
  const published = await fetch(`${server.url}/admin/api/newsletter/drafts/${draft.id}/publish`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
    body: JSON.stringify({ mode: "web" }),
  });
  if (!published.ok) throw new Error(`Publish answered ${published.status}: ${await published.text()}`);
  while ((await fetch(`${server.url}/newsletter/issue-12`)).status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const secondsToLive = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  load.stop();
  const result = await finished;
  clearInterval(sampler);

  const failed = result.errors + result.timeouts + result.non2xx;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(
    `bench:publish  publish→200 ${secondsToLive.toFixed(1)} s  requests=${result.requests.total} failed=${failed} (errors=${result.errors} timeouts=${result.timeouts} non-2xx=${result.non2xx}) at ${connections} connections  peak RSS server=${mb(peak.own)} MB server+build=${mb(peak.withChildren)} MB`,
  );
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
