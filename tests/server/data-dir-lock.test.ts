import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, DataDirNotWritableError, lockDataDir } from "../../server/storage/data-dir-lock";
import { openPglite } from "../../server/storage/db";
import { openMigratedPglite } from "./support/databases";
import { temporaryFolders } from "./support/temporary-folders";

const temporaryFolder = temporaryFolders("lock-test-");

describe("the embedded database's folder lock", () => {
  it("refuses a second server on the same folder with a clear message", async () => {
    const folder = temporaryFolder();
    const first = await openMigratedPglite(folder);
    try {
      await expect(openPglite(folder)).rejects.toThrow(/in use|already open/);
    } finally {
      await first.close();
    }
    const again = await openPglite(folder);
    await again.close();
  });

  it("says a data folder that cannot be written is not writable, not that the database failed", async () => {
    // sysfs: a folder no user, root included, may create a file in (EROFS where it is mounted read-only).
    const message =
      /^The data folder \/sys cannot be written \((EACCES: the server's user may not write there|EROFS: it is on a read-only file system)\)\. The server keeps its database there: make it writable by the user the server runs as, or set DATA_DIR to a folder it can write\.$/;
    expect(() => lockDataDir("/sys")).toThrow(DataDirNotWritableError);
    await expect(openPglite("/sys")).rejects.toThrow(message);
  });

  it("refuses a folder held by another running process", () => {
    const folder = temporaryFolder();
    writeFileSync(path.join(folder, "server.lock"), String(process.ppid));
    expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(folder)).toThrow(`process ${process.ppid}`);
  });

  it("takes over a lock left behind by a process that has ended", () => {
    const folder = temporaryFolder();
    writeFileSync(path.join(folder, "server.lock"), "999999999");
    const unlock = lockDataDir(folder);
    unlock();
  });

  it("treats a lock whose PID now belongs to another program (after a reboot or PID reuse) as stale", () => {
    const folder = temporaryFolder();
    const reused = { pid: process.ppid, bootId: "a-boot-before-the-last-reboot", startTime: "1" };
    writeFileSync(path.join(folder, "server.lock"), JSON.stringify(reused));
    const unlock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(path.join(folder, "server.lock"), "utf8"))).toMatchObject({ pid: process.pid });
    unlock();
  });

  it("lets exactly one of two processes racing for the same stale lock win, 50 times in 50", async () => {
    const folders = Array.from({ length: 50 }, () => {
      const folder = temporaryFolder();
      writeFileSync(path.join(folder, "server.lock"), JSON.stringify({ pid: 999_999_999 }));
      return folder;
    });
    const startAt = Date.now() + 4_000;
    // Each racer keeps the locks it won until both have answered, as a running server would:
    // a racer that started late must find a live owner, not the lock of one that already exited.
    const race = () => {
      const racer = spawn(process.execPath, [
        "--import",
        "tsx",
        "tests/server/support/lock-racer.ts",
        String(startAt),
        "40",
        ...folders,
      ]);
      const answered = new Promise<string>((resolve, reject) => {
        let output = "";
        racer.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("\n")) resolve(output.trim());
        });
        racer.on("exit", (code) => reject(new Error(`A lock racer exited (${code}) before answering`)));
      });
      return { racer, answered };
    };
    const racers = [race(), race()];
    const [firstResults, secondResults] = (await Promise.all(racers.map(({ answered }) => answered))).map((line) =>
      line.split(" "),
    );
    for (const { racer } of racers) racer.stdin.end();
    if (!firstResults || !secondResults) throw new Error("Both racers answer");
    const winners = firstResults.map((result, index) => Number(result === "won") + Number(secondResults[index] === "won"));
    expect(winners).toEqual(new Array(50).fill(1));
  }, 60_000);
});
