import { execFileSync } from "node:child_process";
import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backupDataDir, restoreDataDir } from "../../server/storage/backup";
import { DataDirInUseError } from "../../server/storage/data-dir-lock";
import { openPglite } from "../../server/storage/db";
import { temporaryFolders } from "./support/temporary-folders";

const temporaryFolder = temporaryFolders("backup-test-");

async function readEverything(dataDir: string) {
  const db = await openPglite(dataDir);
  try {
    return {
      subscribers: await db.query("select * from public.subscribers order by id"),
      contactMessages: await db.query("select * from public.contact_messages order by id"),
      migrations: await db.query("select name from public.schema_migrations order by name"),
    };
  } finally {
    await db.close();
  }
}

// Each test creates PGlite databases, which takes long on a busy machine.
describe("backing up and restoring the embedded database", { timeout: 180_000 }, () => {
  it("restores exactly the rows that were backed up, into an empty folder", async () => {
    const original = temporaryFolder();
    const db = await openPglite(original);
    for (const email of ["ada@example.com", "Grace.Hopper@example.org", "o'brien@example.ie"]) {
      await db.insertAsAnon("subscribers", { email });
    }
    await db.insertAsAnon("contact_messages", {
      name: "Zoë Ødegaard",
      email: "zoe@example.com",
      subject: "Consulting — “first steps”",
      message: "Line one\nLine two 🚀",
      interest: "consulting",
    });
    await db.close();
    const before = await readEverything(original);
    expect(before.subscribers).toHaveLength(3);

    const file = path.join(temporaryFolder(), "backup.tar.gz");
    await backupDataDir(original, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(execFileSync("git", ["check-ignore", "backups/data-2026.tar.gz"], { encoding: "utf8" }).trim()).toBe(
      "backups/data-2026.tar.gz",
    );
    const restored = path.join(temporaryFolder(), "restored");
    await restoreDataDir(file, restored);

    expect(await readEverything(restored)).toEqual(before);
  });

  it("refuses to back up a folder a server has open", async () => {
    const folder = temporaryFolder();
    const db = await openPglite(folder);
    try {
      await expect(backupDataDir(folder, path.join(temporaryFolder(), "b.tar.gz"))).rejects.toThrow(DataDirInUseError);
    } finally {
      await db.close();
    }
  });

  it("refuses to restore into a folder that is not empty, and leaves it alone", async () => {
    const folder = temporaryFolder();
    writeFileSync(path.join(folder, "keep.txt"), "mine");
    await expect(restoreDataDir(path.join(folder, "missing.tar.gz"), folder)).rejects.toThrow(/not empty/);
  });
});
