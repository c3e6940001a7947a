/**
 * npm run bench:backup — the embedded database's backup (decision 056, issue 50 #8), on the compiled server
 * (`npm run build` first) over a data folder of BENCH_BACKUP_PICTURES (30) photographs of 6 MB and their smaller
 * copies, 2,000 subscribers and the write-ahead log they leave: `npm run backup` while the server runs (/healthz
 * latency meanwhile, the server's and the backup's peak memory), then with the server stopped (how long the site
 * would be down), then a restore of the first copy (its time, memory and the rows found).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/storage/db";
import { probeHealthWhile } from "../support/health-probe";
import { startServer } from "../support/server-process";

const pictures = Number(process.env.BENCH_BACKUP_PICTURES ?? 30);
const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function folderBytes(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/** The peak resident memory a process reached (VmHWM), read until it exits. */
function peakOf(child: ChildProcess): () => number {
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1];
      peak = Math.max(peak, Number(kb ?? 0) * 1024);
    } catch {
      // It has exited.
    }
  }, 50);
  child.once("exit", () => clearInterval(sampler));
  return () => peak;
}

/** Runs one of the coach's commands (`scripts/ops/NAME.ts`) as its own node process; resolves with its time and peak memory. */
async function command(name: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/ops/${name}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const peak = peakOf(child);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`npm run ${name} exited with ${code}`);
  return { ms: performance.now() - started, peakBytes: peak() };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-backup-"));
const db = await openDatabase({ DATA_DIR: dataDir });
// Random bytes made by the database itself (as incompressible as a photograph), so no 6 MB travels as a parameter.
const randomBytes = (size: number) =>
  `(select string_agg(decode(md5(random()::text), 'hex'), ''::bytea) from generate_series(1, ${size / 16}))`;
for (let index = 0; index < pictures; index++) {
  const name = `${index.toString(16).padStart(32, "0")}.jpg`;
  await db.query(
    `insert into public.newsletter_images (name, content_type, bytes, width, height) values ($1, 'image/jpeg', ${randomBytes(6_000_000)}, 4000, 2667)`,
    [name],
  );
  await db.query(
    `insert into public.newsletter_image_variants (image_name, file_name, bytes) select $1, 'w' || n || '.webp', ${randomBytes(300_000)} from generate_series(1, 4) n`,
    [name],
  );
}
await db.query("insert into public.subscribers (email) select 'person' || n || '@example.com' from generate_series(1, 2000) n");
await db.close();
console.log(
  `Data folder: ${megabytes(folderBytes(dataDir))}, of which pg_wal ${megabytes(folderBytes(path.join(dataDir, "pg_wal")))} (${pictures} photographs)`,
);

const output = mkdtempSync(path.join(tmpdir(), "bench-backup-files-"));
const online = path.join(output, "online.tar");
const server = await startServer({ kind: "pglite", dataDir });
const env = { DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: new URL(server.url).port };
let backupPeak = 0;
await probeHealthWhile(
  server.url,
  "npm run backup while the server runs",
  () => server.rssBytes(),
  async () => {
    const { ms, peakBytes } = await command("backup", [online], env);
    backupPeak = peakBytes;
    return `took ${seconds(ms)}, the command's peak RSS ${megabytes(backupPeak)}, ${megabytes(statSync(online).size)} written`;
  },
);

const stopping = performance.now();
await server.stop();
const stopMs = performance.now() - stopping;
const offline = await command("backup", [path.join(output, "offline.tar")], env);
const restarted = await startServer({ kind: "pglite", dataDir });
await restarted.stop();
console.log(
  `npm run backup with the server stopped: took ${seconds(offline.ms)}, peak RSS ${megabytes(offline.peakBytes)}; ` +
    `the site would be down ${seconds(stopMs + offline.ms + restarted.startupMs)} (stop ${seconds(stopMs)}, start ${seconds(restarted.startupMs)})`,
);

const restoredDir = path.join(output, "restored");
const restore = await command("restore", [online], { DATA_DIR: restoredDir });
const restored = await openDatabase({ DATA_DIR: restoredDir });
const [counts] = await restored.query(
  "select (select count(*) from public.newsletter_images)::int as pictures, (select count(*) from public.subscribers)::int as subscribers",
);
await restored.close();
console.log(
  `npm run restore of the first copy: took ${seconds(restore.ms)}, peak RSS ${megabytes(restore.peakBytes)}; found ${counts?.pictures} photographs and ${counts?.subscribers} subscribers`,
);
rmSync(dataDir, { recursive: true, force: true });
rmSync(output, { recursive: true, force: true });
