/**
 * `npm start` as a fresh clone and the systemd unit run it: the compiled build/server.js under plain `node`, with no
 * TypeScript loader and no esbuild service beside it. Needs `npm run build` first (`npm test` builds before these).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/support/temporary-postgres";

const dataDir = mkdtempSync(path.join(tmpdir(), "compiled-server-"));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start over a build", () => {
  it("answers from the compiled server, with no TypeScript loader or esbuild in its processes", async () => {
    const port = await freePort();
    child = spawn("npm", ["start"], {
      detached: true,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: "ignore",
    });
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 120_000 },
      )
      .toBe(200);
    const processes = execFileSync("ps", ["-o", "args=", "-g", String(child.pid)], { encoding: "utf8" })
      .trim()
      .split("\n");
    expect(processes.some((args) => /^node .*scripts\/start\.js$/.test(args))).toBe(true);
    expect(processes.filter((args) => /tsx|esbuild/.test(args))).toEqual([]);
    process.kill(-(child.pid as number), "SIGTERM");
  }, 180_000);
});
