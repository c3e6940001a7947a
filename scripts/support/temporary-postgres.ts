import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Finds Debian's PostgreSQL programs, which are not on PATH by default. */
function postgresBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, "bin");
    if (existsSync(path.join(dir, "pg_ctl"))) return dir;
  }
  const found = spawnSync("sh", ["-c", "command -v pg_ctl"], { encoding: "utf8" }).stdout.trim();
  if (found) return path.dirname(found);
  throw new Error(
    "PostgreSQL is not installed: `apt-get install postgresql` (the server tests start their own throwaway instance).",
  );
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface TemporaryPostgres {
  url: string;
  stop(): void;
}

/**
 * Starts a PostgreSQL server of its own in a temporary folder on a free port.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 * Tests run it with fsync off for speed; `durable: true` keeps PostgreSQL's default
 * (fsync on), for benchmarks and crash tests whose figures must mean something.
 */
export async function startTemporaryPostgres({ durable = false } = {}): Promise<TemporaryPostgres> {
  const bin = postgresBinDir();
  const folder = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  chmodSync(folder, 0o777);
  const dataDir = path.join(folder, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres:postgres", folder]);
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "pipe" });
    else execFileSync(command, args, { stdio: "pipe" });
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(folder, "server.log"),
    "-o",
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=${durable ? "on" : "off"} -c max_connections=200`,
    "-w",
    "start",
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
