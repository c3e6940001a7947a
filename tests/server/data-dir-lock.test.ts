import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "../../server/data-dir-lock";
import { openPglite } from "../../server/db";
import { temporaryFolders } from "./support/temporary-folders";

const temporaryFolder = temporaryFolders("lock-test-");

describe("the embedded database's folder lock", () => {
  it("refuses a second server on the same folder with a clear message", async () => {
    const folder = temporaryFolder();
    const first = await openPglite(folder);
    try {
      await expect(openPglite(folder)).rejects.toThrow(/in use|already open/);
    } finally {
      await first.close();
    }
    const again = await openPglite(folder);
    await again.close();
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
});
