/**
 * `npm start` as a fresh clone and the systemd unit run it: the compiled build/server.js under plain `node`, with no
 * TypeScript loader and no esbuild service beside it, the faults around its first start (decision 047), and its stop
 * as systemd stops it for a restart (deploy/production.env sets DRAIN_SECONDS). Needs `npm run build` first
 * (`npm test` builds before these). `npm start` in a fresh clone with no build, which builds first:
 * tests/integration/new-issue.test.ts, whose clone also has a new issue (decision 055). One server started after the
 * crash is the one a second server is refused beside and the one stopped (decision 081): each start on the embedded
 * database took 20–40 s on a busy machine.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, inject, it } from "vitest";
import { type ServerProcess, startServer } from "../../scripts/support/server-process";
import { postgresStores } from "../../scripts/support/stores";
import { freePort } from "../../scripts/support/temporary-postgres";
import { killGroup, npmStart } from "./support/npm-start";

const folders: string[] = [];
const children: ChildProcess[] = [];
const temporaryFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "compiled-server-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const child of children.splice(0)) killGroup(child);
});
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("npm start", () => {
  it("answers from the compiled server, with no TypeScript loader or esbuild in its processes", async () => {
    const { child, answering } = await npmStart(process.cwd(), temporaryFolder());
    children.push(child);
    await answering(120_000);
    const processes = execFileSync("ps", ["-o", "args=", "-g", String(child.pid)], { encoding: "utf8" })
      .trim()
      .split("\n");
    expect(processes.some((args) => /^node .*scripts\/start\.js$/.test(args))).toBe(true);
    expect(processes.filter((args) => /tsx|esbuild/.test(args))).toEqual([]);
  }, 180_000);
});

describe("the compiled server's first data folder, killed while it was made, and the server started on it", () => {
  const dataDir = temporaryFolder();
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server?.isRunning()) await server.stop();
  });

  it("starts cleanly after the server was killed while it made the folder", async () => {
    const port = await freePort();
    const first = spawn(process.execPath, ["build/server.js"], {
      detached: true,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: "ignore",
    });
    children.push(first);
    // Killed as soon as the database's files begin to appear, as a crash or a power cut would.
    await expect
      .poll(() => readdirSync(dataDir).some((name) => name !== "server.lock"), { interval: 5, timeout: 120_000 })
      .toBe(true);
    process.kill(-(first.pid as number), "SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));

    server = await startServer({ kind: "pglite", dataDir }, { env: { DRAIN_SECONDS: "3" } });
    const stored = await fetch(`${server.url}/rest/v1/subscribers`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "after-the-crash@example.com" }),
    });
    expect(stored.status).toBe(201);
  }, 240_000);

  it("refuses a second server on the same folder, as before, while the first goes on answering", async () => {
    if (!server) throw new Error("No server started on the folder: see the test before");
    await expect(startServer({ kind: "pglite", dataDir })).rejects.toThrow(/in use/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 240_000);

  it("told to stop, with DRAIN_SECONDS, goes on serving pages and storing forms while /healthz says it is stopping, then exits cleanly", async () => {
    if (!server) throw new Error("No server started on the folder: see the tests before");
    const running = server;
    process.kill(running.pid, "SIGTERM");
    await expect.poll(async () => (await fetch(`${running.url}/healthz`)).status).toBe(503);
    expect((await fetch(`${running.url}/contact`)).status).toBe(200);
    const stored = await fetch(`${running.url}/rest/v1/subscribers`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "during-restart@example.com" }),
    });
    expect(stored.status).toBe(201);
    expect(running.isRunning()).toBe(true);
    expect(await running.stop()).toBe(0);
  }, 120_000);
});

/**
 * The compiled server started on `dataDir` (on PostgreSQL at `databaseUrl` when given, on `port` when given), bound by
 * file modes as any user is when asked: its exit code and its output, or "still running" when it has not ended within
 * 30 s (it is then killed).
 */
async function startThatFails(
  dataDir: string,
  { boundByFileModes = false, databaseUrl = "", port }: { boundByFileModes?: boolean; databaseUrl?: string; port?: number } = {},
) {
  const server = [process.execPath, "build/server.js"];
  // Root writes any file whatever its mode: without its power to override file modes (util-linux's setpriv), it is
  // held to them as any user is, and still reads the checkout wherever CI put it.
  const dropped = "-dac_override,-dac_read_search";
  const [command = "", ...args] =
    boundByFileModes && process.getuid?.() === 0
      ? ["setpriv", "--bounding-set", dropped, "--inh-caps", dropped, ...server]
      : server;
  const child = spawn(command, args, {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port ?? (await freePort())),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const output = { stdout: "", stderr: "" };
  child.stdout?.on("data", (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  const code = await new Promise<number | string | null>((resolve) => {
    const stillRunning = setTimeout(() => resolve("still running"), 30_000);
    child.once("close", (exitCode) => {
      clearTimeout(stillRunning);
      resolve(exitCode);
    });
  });
  return { code, ...output };
}

describe("the compiled server on a data folder it cannot use says why in one line and exits 1, within seconds", () => {
  it("names the database files it cannot write and what to run (a backup restored read-only)", async () => {
    const dataDir = path.join(temporaryFolder(), "data");
    cpSync("build/database-template", dataDir, { recursive: true });
    for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) chmodSync(path.join(entry.parentPath, entry.name), 0o444);

    const started = await startThatFails(dataDir, { boundByFileModes: true });
    expect(started).toMatchObject({ code: 1, stdout: "" });
    expect(started.stderr).toMatch(new RegExp(`^The database files in ${dataDir} cannot be written`));
    expect(started.stderr.trim()).toMatch(/is read-only\)\. Make them writable with `chmod -R u\+rwX \S+`, then start again\.$/);
    expect(started.stderr.trim().split("\n")).toHaveLength(1);
  }, 60_000);

  it("says a folder it may not write, a database it cannot reach and a port in use once each, and nothing after (issue 56)", async () => {
    const readOnly = path.join(temporaryFolder(), "data");
    mkdirSync(readOnly, { mode: 0o555 });
    expect(await startThatFails(readOnly, { boundByFileModes: true })).toEqual({
      code: 1,
      stdout: "",
      stderr: `The data folder ${readOnly} cannot be written (EACCES: the server's user may not write there). The server keeps its database there: make it writable by the user the server runs as, or set DATA_DIR to a folder it can write.\n`,
    });

    const nobodyListens = await freePort();
    const unreachable = `postgresql://postgres@127.0.0.1:${nobodyListens}/postgres`;
    expect(await startThatFails(path.join(temporaryFolder(), "data"), { databaseUrl: unreachable })).toEqual({
      code: 1,
      stdout: "",
      stderr: `Could not open the database: connect ECONNREFUSED 127.0.0.1:${nobodyListens}\n`,
    });

    // Found only after the database is open and the site's first look for due issues and rebuild have begun: that
    // rebuild, cut off by the closing database, printed "Regeneration failed … Cannot use a pool after calling end".
    const taken = createServer().listen(0, "127.0.0.1");
    await once(taken, "listening");
    const port = (taken.address() as AddressInfo).port;
    try {
      const { url } = (await (await postgresStores(inject("postgresUrl"))).fresh()) as { url: string };
      const started = await startThatFails(path.join(temporaryFolder(), "data"), { databaseUrl: url, port });
      expect(started).toMatchObject({
        code: 1,
        stderr: `Port ${port} is already in use: stop the other program or start with PORT=<another port>.\n`,
      });
      expect(started.stdout.split("\n").filter((line) => /fail|could not|error|cannot/i.test(line))).toEqual([]);
    } finally {
      taken.close();
    }
  }, 120_000);

  it("says DATA_DIR is a file, not a folder", async () => {
    const file = path.join(temporaryFolder(), "data");
    writeFileSync(file, "not a folder");
    expect(await startThatFails(file)).toEqual({
      code: 1,
      stdout: "",
      stderr: `DATA_DIR ${file} is a file, not a folder. Set DATA_DIR to a folder (one that does not exist yet is made), or move the file away.\n`,
    });
  }, 60_000);

  it("says a folder under /proc (where the start hung) or through a link to a folder that is gone is not on a disk, on PostgreSQL too", async () => {
    const gone = path.join(temporaryFolder(), "gone");
    symlinkSync(path.join(path.dirname(gone), "unmounted-disk"), gone);
    for (const [dataDir, code, databaseUrl] of [
      ["/proc/next-move-strategy-data", "ENOENT", ""],
      [path.join(gone, "data"), "EEXIST", ""],
      // On PostgreSQL the server said it was ready, and /healthz never answered: its probe went round making the folder.
      ["/proc/next-move-strategy-data", "ENOENT", inject("postgresUrl")],
    ]) {
      expect(await startThatFails(dataDir as string, { databaseUrl })).toEqual({
        code: 1,
        stdout: "",
        stderr: `The data folder ${dataDir} is not on a disk the server can keep files on (${code}: a place such as /proc or /sys, or a link to a folder that is gone). Set DATA_DIR to a folder on the server's disk.\n`,
      });
    }
  }, 120_000);
});
