/**
 * npm run bench:memory — what the compiled server (`npm run build` first) needs on each store, from a fresh start:
 * the time to its first answer, its peak resident memory while starting (the kernel's high-water mark; the server's
 * process group is this one `node` process, its threads included), its memory idle after BENCH_SETTLE_SECONDS (30),
 * then, after a restart (stop and start again; DRAIN_SECONDS=0), how long the restart took to answer and how much
 * memory one Publish added (peak during the render over idle before it). Times come with the server's own CPU seconds,
 * which a machine busy with other work stretches less than wall time. PGlite starts from an empty data folder;
 * PostgreSQL is a throwaway server, whose own processes are not counted. BENCH_STORES=pglite (or postgres) runs one.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDraft } from "../../server/newsletter/drafts-store";
import { startSession } from "../../server/sign-in/sessions";
import { openDatabase } from "../../server/storage/db";
import { type ServerProcess, type Store, startServer } from "../support/server-process";
import { pgliteStores, postgresStores, type StoreKind } from "../support/stores";

const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 30);
const coach = "coach@example.com";
const title = "The Interview After the Interview";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const megabytes = (kilobytes: number) => `${Math.round(kilobytes / 1024)} MB`;

/** A line of /proc/PID/status in kB: VmRSS now, VmHWM the peak since the process started. */
const statusKb = (pid: number, field: "VmRSS" | "VmHWM") =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

/** CPU seconds the process has used (user and system), which a loaded machine does not stretch as it does wall time. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const [utime = 0, stime = 0] = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .slice(11, 13)
    .map(Number);
  return (utime + stime) / 100;
}

/** Memory one Publish adds: the peak, sampled every 100 ms until the page answers, over idle before. */
async function publishIncreaseKb(server: ServerProcess, cookie: string, draftId: string): Promise<number> {
  const idle = statusKb(server.pid, "VmRSS");
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, statusKb(server.pid, "VmRSS"));
  }, 100);
  try {
    const published = await fetch(`${server.url}/admin/api/newsletter/drafts/${draftId}/publish`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ mode: "web" }),
    });
    if (!published.ok) throw new Error(`Publish answered ${published.status}: ${await published.text()}`);
    const shown = () =>
      fetch(`${server.url}/newsletter/issue-12`).then(
        async (response) => (await response.text()).includes(title),
        () => false,
      );
    while (!(await shown())) await pause(250);
    await pause(2000);
    return peak - idle;
  } finally {
    clearInterval(sampler);
  }
}

async function benchOn(kind: StoreKind) {
  const store: Store = await kind.fresh();
  const dataDir = store.kind === "pglite" ? store.dataDir : mkdtempSync(path.join(tmpdir(), "bench-memory-"));
  const env = { ADMIN_EMAILS: coach, DATA_DIR: dataDir, DRAIN_SECONDS: "0" };
  let server = await startServer(store, { env });
  try {
    const firstAnswer = `${(server.startupMs / 1000).toFixed(1)} s (${cpuSeconds(server.pid).toFixed(1)} s of CPU)`;
    const startPeak = statusKb(server.pid, "VmHWM");
    await pause(settleSeconds * 1000);
    const idle = statusKb(server.pid, "VmRSS");
    // The draft and the coach's session are written while the server is stopped: PGlite's folder has one user at a time.
    const stopping = performance.now();
    await server.stop();
    const stopSeconds = (performance.now() - stopping) / 1000;
    const db = await openDatabase(
      store.kind === "pglite" ? { DATA_DIR: dataDir } : { DATABASE_URL: store.url, DATA_DIR: dataDir },
    );
    const cookie = `admin_session=${await startSession(db, coach)}`;
    const draft = await createDraft(db, {
      title,
      summary: "What to do in the week after a final interview.",
      description: "The week after a final interview decides more than you think. Here is how to use it, step by step.",
      body: `${"Every senior move has a quiet week in it. ".repeat(88)}\n\n[Book Your Strategy Session](/contact)`,
    });
    await db.close();
    server = await startServer(store, { env });
    const restart = `${(server.startupMs / 1000).toFixed(1)} s (${cpuSeconds(server.pid).toFixed(1)} s of CPU)`;
    await pause(3000);
    const publishKb = await publishIncreaseKb(server, cookie, String(draft.id));
    console.log(
      `bench:memory  ${kind.label.padEnd(10)}  first answer ${firstAnswer}  peak while starting ${megabytes(startPeak)}  idle ${settleSeconds} s later ${megabytes(idle)}  restart answers in ${restart} after ${stopSeconds.toFixed(1)} s to stop  publishing +${megabytes(publishKb)}`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const name of process.env.BENCH_STORES?.split(",") ?? ["pglite", "postgres"]) {
  const kind = name === "postgres" ? await postgresStores() : pgliteStores();
  try {
    await benchOn(kind);
  } finally {
    await kind.dispose();
  }
}
