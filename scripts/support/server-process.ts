import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "./temporary-postgres";

const projectRoot = path.resolve(import.meta.dirname, "../..");
/** What `npm run build` compiles server/index.ts into, and `npm start` runs. */
const compiledServer = path.join(projectRoot, "build", "server.js");

/** Where our server keeps its rows: an embedded data folder, or a PostgreSQL server. */
export type Store = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** Milliseconds from spawning the process to the first 200 from /healthz. */
  readonly startupMs: number;
  /** Whether the process is still alive. */
  isRunning(): boolean;
  /** The process's resident memory now, in bytes. */
  rssBytes(): number;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash or power cut would, then waits for the exit. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the server as its own process, as `npm start` would: the compiled build/server.js when there is a build
 * (`npm test` builds before the integration tests), server/index.ts through tsx otherwise (rate limit and the Monday
 * summary e-mail off unless `env` sets them, so whatever counts e-mails sees only its own), and
 * resolves once /healthz answers; rejects with the server's own message if it exits first.
 */
export async function startServer(
  store: Store,
  options: { port?: number; timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const storeEnv = store.kind === "pglite" ? { DATA_DIR: store.dataDir, DATABASE_URL: "" } : { DATABASE_URL: store.url };
  const started = performance.now();
  const entry = existsSync(compiledServer) ? [compiledServer] : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, entry, {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...storeEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      // As the systemd unit runs it: glibc's allocator in two arenas, so libvips' threads give back what a picture took (decision 082).
      MALLOC_ARENA_MAX: "2",
      RATE_LIMIT_PER_MINUTE: "0",
      WEEKLY_SUMMARY: "false",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = started + (options.timeoutMs ?? 180_000);
  while (!(await healthy(url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before answering /healthz:\n${stderr.trim()}`);
    }
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      await exited(child);
      throw new Error(`The server did not answer /healthz in time:\n${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - started;
  child.stderr?.pipe(process.stderr);
  const pid = child.pid as number;
  return {
    url,
    pid,
    startupMs,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    rssBytes() {
      const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
      return Number(line?.[1]) * 1024;
    },
    stop() {
      child.kill("SIGTERM");
      return exited(child);
    },
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
}
