/**
 * npm run bench:api — load figures for the insert API on the embedded database.
 * Starts our server on a fresh data folder with the rate limit off, posts unique
 * e-mails with autocannon (50 connections, 20 s), then counts the stored rows.
 * Prints figures; it is not a test.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openPglite } from "../server/db";

const port = Number(process.env.BENCH_PORT ?? 4390);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-api-"));

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The server did not start within 60 seconds");
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}

const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "0" },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForHealth();
  let sequence = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        path: "/rest/v1/subscribers",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: `bench-${process.pid}-${sequence++}@example.com` }),
        }),
      },
    ],
  });
  await stop(server);

  const db = await openPglite(dataDir);
  const rows = Number((await db.query("select count(*) as n from public.subscribers"))[0]?.n);
  await db.close();
  const created = result["2xx"];
  // autocannon stops the clock with up to one request per connection still on the wire:
  // the server stores those rows, but their 201s are never counted.
  const cutOff = sequence - result.requests.total;
  console.log(`bench:api  PGlite  ${connections} connections × ${duration} s, unique e-mails`);
  console.log(`  requests/s (mean)   ${result.requests.average.toFixed(0)}`);
  console.log(`  latency p50 / p99   ${result.latency.p50} ms / ${result.latency.p99} ms`);
  console.log(
    `  responses           ${result.requests.total} total, ${created} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  console.log(`  rows stored         ${rows}`);
  console.log(
    `  rows == 201s        ${rows === created + cutOff ? "yes" : "NO"} (${created} acknowledged + ${cutOff} cut off in flight when the clock stopped)`,
  );
} finally {
  if (server.exitCode === null) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
