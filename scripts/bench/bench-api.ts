/**
 * npm run bench:api — load figures for our server; it prints figures and is not a test.
 * Insert runs (unique e-mails, then 10% repeated ones) on PGlite and on a throwaway
 * PostgreSQL with fsync on; memory before and after 10,000 inserts; cold and warm start
 * times on PGlite; the home page from our server against nginx serving the same build; and
 * pages from our server with visit counting off and on, side by side (target: under 5% slower).
 * BENCH_SECONDS (30) and BENCH_CONNECTIONS (50) shorten or widen the runs; BENCH_ONLY=counting (or
 * startup, inserts, static, memory, comma-separated) runs only those parts.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type ServerProcess, startServer } from "../support/server-process";
import { pgliteStores, postgresStores, type StoreKind } from "../support/stores";
import { freePort } from "../support/temporary-postgres";

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const buildDir = path.resolve(import.meta.dirname, "../../build/client");
const targets = { minInsertsPerSecond: 300, maxP99Ms: 250, maxRssGrowth: 0.2, minStaticRatio: 0.7, maxCountingOverhead: 0.05 };

interface InsertRun {
  result: autocannon.Result;
  statuses: Map<number, number>;
  acknowledged: Set<string>;
  /** E-mails sent whose answer never came: timed out, or still on the wire when the clock stopped. */
  unanswered: Set<string>;
  repeatsAnswered: number;
}

/**
 * Posts subscriptions: each request a new e-mail, except `repeatShare` of them, which
 * resend an already acknowledged e-mail in capitals (the server must answer 409).
 */
async function postSubscriptions(url: string, run: { repeatShare: number; duration?: number; amount?: number }) {
  const statuses = new Map<number, number>();
  const acknowledged: string[] = [];
  const unanswered = new Set<string>();
  const runId = `${process.pid}-${Date.now()}`;
  let sequence = 0;
  let repeatsAnswered = 0;
  interface Context {
    email?: string;
    repeat?: boolean;
  }
  const result = await autocannon({
    url,
    connections,
    ...(run.amount ? { amount: run.amount } : { duration: run.duration ?? seconds }),
    requests: [
      {
        method: "POST",
        path: "/rest/v1/subscribers",
        headers: { "content-type": "application/json" },
        setupRequest: (request, context: Context) => {
          const repeat = acknowledged.length > 0 && Math.random() < run.repeatShare;
          const email = repeat
            ? (acknowledged[Math.floor(Math.random() * acknowledged.length)] as string).toUpperCase()
            : `bench-${runId}-${sequence++}@example.com`;
          context.email = email;
          context.repeat = repeat;
          if (!repeat) unanswered.add(email);
          return { ...request, body: JSON.stringify({ email }) };
        },
        onResponse: (status, _body, context: Context) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (context.repeat) {
            repeatsAnswered += 1;
            return;
          }
          const email = context.email as string;
          unanswered.delete(email);
          if (status === 201) acknowledged.push(email);
        },
      },
    ],
  });
  return { result, statuses, acknowledged: new Set(acknowledged), unanswered, repeatsAnswered } satisfies InsertRun;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const verdict = (ok: boolean) => (ok ? "yes" : "NO");

function printLatency(result: autocannon.Result) {
  console.log(`  requests/s (mean)   ${result.requests.average.toFixed(0)}`);
  console.log(`  latency p50 / p99   ${ms(result.latency.p50)} / ${ms(result.latency.p99)}`);
}

async function insertBenchmark(kind: StoreKind, repeatShare: number) {
  const store = await kind.fresh();
  const server = await startServer(store);
  const run = await postSubscriptions(server.url, { repeatShare });
  await server.stop();
  const stored = new Set(await kind.subscriberEmails(store));

  const { result, statuses } = run;
  const created = statuses.get(201) ?? 0;
  const conflicts = statuses.get(409) ?? 0;
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const lost = [...run.acknowledged].filter((email) => !stored.has(email)).length;
  const storedUnanswered = [...stored].filter((email) => run.unanswered.has(email)).length;
  const unexplained = stored.size - created - storedUnanswered;
  const insertsPerSecond = created / result.duration;
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");

  const repeats = repeatShare > 0 ? `, ${repeatShare * 100}% repeated e-mails` : ", unique e-mails";
  console.log(`\nbench:api  ${kind.label}  ${connections} connections × ${result.duration.toFixed(0)} s${repeats}`);
  printLatency(result);
  console.log(`  inserts/s (201s)    ${insertsPerSecond.toFixed(0)}`);
  console.log(
    `  responses           ${result.requests.total} (${byStatus}); ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  if (repeatShare > 0)
    console.log(`  409s == repeats     ${verdict(conflicts === run.repeatsAnswered)} (${conflicts} of ${run.repeatsAnswered})`);
  console.log(`  rows stored         ${stored.size}`);
  console.log(
    `  rows == 201s        ${verdict(lost === 0 && unexplained === 0)} (${created} acknowledged + ${storedUnanswered} of the ${run.unanswered.size} requests left unanswered: timed out, or on the wire when the clock stopped; ${lost} acknowledged rows missing)`,
  );
  const met =
    serverErrors === 0 &&
    result.timeouts === 0 &&
    lost === 0 &&
    unexplained === 0 &&
    insertsPerSecond >= targets.minInsertsPerSecond &&
    result.latency.p99 < targets.maxP99Ms;
  console.log(
    `  targets             ${verdict(met)} (no 5xx, no timeouts, rows == 201s, ≥ ${targets.minInsertsPerSecond} inserts/s, p99 < ${targets.maxP99Ms} ms)`,
  );
}

async function memoryBenchmark(kind: StoreKind) {
  // Started once and stopped, so that creating the database on first start is not counted as "before".
  const store = await kind.fresh();
  await (await startServer(store)).stop();
  const server = await startServer(store);
  const before = server.rssBytes();
  const run = await postSubscriptions(server.url, { repeatShare: 0, amount: 10_000 });
  const after = server.rssBytes();
  await server.stop();
  const growth = (after - before) / before;
  console.log(
    `\nbench:api  ${kind.label}  memory (RSS) of the server process, restarted on its folder, around ${run.acknowledged.size} inserts`,
  );
  console.log(`  before / after      ${mib(before)} / ${mib(after)}`);
  console.log(
    `  growth              ${(growth * 100).toFixed(1)}% (target < ${targets.maxRssGrowth * 100}%: ${verdict(growth < targets.maxRssGrowth)})`,
  );
}

async function startupBenchmark(kind: StoreKind) {
  const times = { cold: [] as number[], warm: [] as number[] };
  for (let round = 0; round < 3; round++) {
    const folder = await kind.fresh();
    const cold = await startServer(folder);
    times.cold.push(cold.startupMs);
    await cold.stop();
    const warm = await startServer(folder);
    times.warm.push(warm.startupMs);
    await warm.stop();
  }
  console.log(`\nbench:api  ${kind.label}  start-up until /healthz answers (3 rounds)`);
  console.log(`  cold (fresh folder)     ${times.cold.map(ms).join(", ")}`);
  console.log(`  warm (existing folder)  ${times.warm.map(ms).join(", ")}`);
}

/** nginx in the foreground as one process (like our server), serving build/client; null when not installed. */
async function startNginx(): Promise<{ url: string; stop(): Promise<void> } | null> {
  const binary = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" }).stdout.trim();
  if (!binary) return null;
  const folder = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const port = await freePort();
  const config = path.join(folder, "nginx.conf");
  writeFileSync(
    config,
    `daemon off;
master_process off;
pid ${folder}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${folder};
  proxy_temp_path ${folder};
  fastcgi_temp_path ${folder};
  uwsgi_temp_path ${folder};
  scgi_temp_path ${folder};
  server {
    listen 127.0.0.1:${port};
    root ${buildDir};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(binary, ["-p", folder, "-c", config], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function getHomePage(url: string) {
  return autocannon({ url: `${url}/`, connections, duration: seconds });
}

async function staticBenchmark(kind: StoreKind) {
  const server: ServerProcess = await startServer(await kind.fresh());
  const ours = await getHomePage(server.url);
  await server.stop();
  console.log(`\nbench:api  GET /  ${connections} connections × ${seconds} s, no compression asked`);
  console.log(
    `  our server          ${ours.requests.average.toFixed(0)} requests/s, p99 ${ms(ours.latency.p99)}, ${ours.non2xx} non-2xx, ${ours.errors} errors`,
  );
  const nginx = await startNginx();
  if (!nginx) {
    console.log("  nginx               NOT INSTALLED: no comparison (apt-get install nginx, then run again)");
    return;
  }
  const theirs = await getHomePage(nginx.url);
  await nginx.stop();
  const ratio = ours.requests.average / theirs.requests.average;
  console.log(
    `  nginx (1 process)   ${theirs.requests.average.toFixed(0)} requests/s, p99 ${ms(theirs.latency.p99)}, ${theirs.non2xx} non-2xx, ${theirs.errors} errors`,
  );
  console.log(
    `  ours / nginx        ${ratio.toFixed(2)} (target ≥ ${targets.minStaticRatio}: ${verdict(ratio >= targets.minStaticRatio)})`,
  );
}

const countedPages = ["/", "/services", "/about", "/free-resources", "/contact", "/faq"];

/** Pages as browsers ask for them: a browser user agent (one of 1,000, so many visitors) and varied pages. */
function getPages(url: string, duration = seconds) {
  let sequence = 0;
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          sequence += 1;
          const browser = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${sequence % 1000}.0 Safari/537.36`;
          return {
            ...request,
            path: countedPages[sequence % countedPages.length],
            headers: { ...request.headers, "user-agent": browser },
          };
        },
      },
    ],
  });
}

/** CPU time (user + system) the process has used so far, in milliseconds, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * One server with counting off and one with it on, both warmed up, then runs against each in the
 * order off, on, on, off, off, on, on, off: a load on the machine that grows or shrinks evenly
 * weighs on both alike. Prints the mean requests/s and the server's CPU time per request of each.
 */
async function countingBenchmark(kind: StoreKind) {
  const servers = {
    off: await startServer(await kind.fresh(), { env: { COUNT_VISITS: "false" } }),
    on: await startServer(await kind.fresh(), { env: { COUNT_VISITS: "true" } }),
  };
  const order = ["off", "on", "on", "off", "off", "on", "on", "off"] as const;
  const runs: Record<"off" | "on", { result: autocannon.Result; cpuMsPerRequest: number }[]> = { off: [], on: [] };
  try {
    for (const server of Object.values(servers)) await getPages(server.url, 3);
    for (const counting of order) {
      const server = servers[counting];
      const cpuBefore = cpuMs(server.pid);
      const result = await getPages(server.url);
      runs[counting].push({ result, cpuMsPerRequest: (cpuMs(server.pid) - cpuBefore) / result.requests.total });
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const figures = (mode: "off" | "on") => ({
    perSecond: mean(runs[mode].map(({ result }) => result.requests.average)),
    p50: mean(runs[mode].map(({ result }) => result.latency.p50)),
    p99: mean(runs[mode].map(({ result }) => result.latency.p99)),
    cpuUs: mean(runs[mode].map(({ cpuMsPerRequest }) => cpuMsPerRequest * 1000)),
    non2xx: runs[mode].reduce((sum, { result }) => sum + result.non2xx + result.errors, 0),
  });
  const off = figures("off");
  const on = figures("on");
  const overhead = (off.perSecond - on.perSecond) / off.perSecond;
  const cpuOverhead = (on.cpuUs - off.cpuUs) / off.cpuUs;
  console.log(
    `\nbench:api  ${kind.label}  pages (${countedPages.length} pages, browser user agents)  ${connections} connections × ${seconds} s × ${order.length / 2} runs each, alternating`,
  );
  console.log(`  ${"".padEnd(20)}${"counting off".padEnd(24)}counting on`);
  const row = (label: string, a: string, b: string) => console.log(`  ${label.padEnd(20)}${a.padEnd(24)}${b}`);
  row("requests/s (mean)", off.perSecond.toFixed(0), on.perSecond.toFixed(0));
  row(
    "per run",
    runs.off.map(({ result }) => result.requests.average.toFixed(0)).join(" "),
    runs.on.map(({ result }) => result.requests.average.toFixed(0)).join(" "),
  );
  row("latency p50 / p99", `${ms(off.p50)} / ${ms(off.p99)}`, `${ms(on.p50)} / ${ms(on.p99)}`);
  row("server CPU/request", `${off.cpuUs.toFixed(0)} µs`, `${on.cpuUs.toFixed(0)} µs`);
  const cpuPerRun = (mode: "off" | "on") =>
    runs[mode].map(({ cpuMsPerRequest }) => (cpuMsPerRequest * 1000).toFixed(0)).join(" ");
  row("per run (µs)", cpuPerRun("off"), cpuPerRun("on"));
  row("non-2xx or errors", String(off.non2xx), String(on.non2xx));
  console.log(
    `  overhead            ${(overhead * 100).toFixed(1)}% fewer requests/s, ${(cpuOverhead * 100).toFixed(1)}% more server CPU per request with counting (target < ${targets.maxCountingOverhead * 100}%: ${verdict(overhead < targets.maxCountingOverhead)})`,
  );
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
console.log(
  `bench:api  ${cpus().length} CPUs, load average ${loadAverage()} at the start (other work on the machine skews every figure)`,
);
const pglite = pgliteStores();
const postgres = await postgresStores();
/** BENCH_ONLY=counting,static… runs only those parts: startup, inserts, static, counting, memory. */
const only = process.env.BENCH_ONLY?.split(",").map((part) => part.trim());
const shouldRun = (part: string) => !only || only.includes(part);
try {
  if (shouldRun("startup")) await startupBenchmark(pglite);
  if (shouldRun("inserts")) {
    for (const kind of [pglite, postgres]) {
      await insertBenchmark(kind, 0);
      await insertBenchmark(kind, 0.1);
    }
  }
  if (shouldRun("static")) await staticBenchmark(pglite);
  if (shouldRun("counting")) await countingBenchmark(pglite);
  if (shouldRun("memory")) await memoryBenchmark(pglite);
  console.log(`\nload average ${loadAverage()} at the end`);
} finally {
  await pglite.dispose();
  await postgres.dispose();
}
