import { execFile, execFileSync } from "node:child_process";
import { readdirSync, statSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { PassThrough } from "node:stream";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import { writeOperatorKey } from "../../server/sign-in/operator-key";
import { backupDataDir, restoreDataDir } from "../../server/storage/backup";
import { DataDirInUseError } from "../../server/storage/data-dir-lock";
import { type Database, openPglite } from "../../server/storage/db";
import { openMigratedPglite } from "./support/databases";
import { temporaryFolders } from "./support/temporary-folders";

const temporaryFolder = temporaryFolders("backup-test-");
const run = promisify(execFile);

/** The site over an embedded database, as `npm start` serves it: with the operator key that `npm run backup` presents. */
function siteOver(db: Database, dataDir: string) {
  return createApp({
    db,
    ...testAppOptions,
    admin: {
      adminEmails: ["coach@example.com"],
      confirmMaxPerDay: 200,
      sendsMail: false,
      mailQueued: () => undefined,
      log: () => undefined,
      operatorKey: writeOperatorKey(dataDir),
    },
  });
}

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

// Each test opens PGlite databases, which takes long on a busy machine.
describe("backing up and restoring the embedded database", { timeout: 300_000 }, () => {
  it("restores exactly the rows that were backed up, into an empty folder", async () => {
    const original = temporaryFolder();
    const db = await openMigratedPglite(original);
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

    const file = path.join(temporaryFolder(), "backup.tar");
    await backupDataDir(original, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(execFileSync("git", ["check-ignore", "backups/data-2026.tar.gz"], { encoding: "utf8" }).trim()).toBe(
      "backups/data-2026.tar.gz",
    );
    const restored = path.join(temporaryFolder(), "restored");
    await restoreDataDir(file, restored);

    expect(await readEverything(restored)).toEqual(before);
  });

  it("refuses to open a folder a server has open itself (npm run backup then asks that server)", async () => {
    const folder = temporaryFolder();
    const db = await openMigratedPglite(folder);
    try {
      await expect(backupDataDir(folder, path.join(temporaryFolder(), "b.tar"))).rejects.toThrow(DataDirInUseError);
    } finally {
      await db.close();
    }
  });

  it("leaves the write-ahead log's recycled bulk and the server's own files out", async () => {
    const original = temporaryFolder();
    const db = await openMigratedPglite(original);
    // Some 40 MB of log: more than two 16 MB segments.
    await db.query("create table public.filler as select repeat(md5(g::text), 40) as text from generate_series(1, 30000) g");
    await db.query("drop table public.filler");
    await db.close();
    const file = path.join(temporaryFolder(), "backup.tar");
    await backupDataDir(original, file);
    const listed = execFileSync("tar", ["tf", file], { encoding: "utf8" }).split("\n");
    expect(readdirSync(path.join(original, "pg_wal")).filter((name) => /^[0-9A-F]{24}$/.test(name)).length).toBeGreaterThan(1);
    expect(listed.filter((name) => /^pg_wal\/[0-9A-F]{24}$/.test(name))).toHaveLength(1);
    expect(listed).not.toContain("server.lock");
    const restored = path.join(temporaryFolder(), "restored");
    await restoreDataDir(file, restored);
    expect((await readEverything(restored)).migrations).toEqual((await readEverything(original)).migrations);
  });

  it("is written by the running server, which answers meanwhile, when `npm run backup` finds the folder in use", async () => {
    const dataDir = temporaryFolder();
    const db = await openMigratedPglite(dataDir);
    await db.insertAsAnon("subscribers", { email: "ada@example.com" });
    const app = siteOver(db, dataDir);
    const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise((resolve) => server.once("listening", resolve));
    const file = path.join(temporaryFolder(), "backup.tar");
    try {
      const port = String((server.address() as AddressInfo).port);
      const backup = run("npx", ["tsx", "scripts/ops/backup.ts", file], {
        env: { ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: port, DATABASE_URL: "" },
      });
      const answers: number[] = [];
      let finished = false;
      void backup.finally(() => {
        finished = true;
      });
      while (!finished) answers.push((await fetch(`http://127.0.0.1:${port}/healthz`)).status);
      expect((await backup).stdout).toMatch(/Backed up/);
      expect(new Set(answers)).toEqual(new Set([200]));
      await db.insertAsAnon("subscribers", { email: "grace@example.org" });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const restored = path.join(temporaryFolder(), "restored");
    await restoreDataDir(file, restored);
    const { subscribers } = await readEverything(restored);
    expect(subscribers.map((row) => row.email)).toEqual(["ada@example.com"]);
  });

  it("keeps the site answering while a backup holds the database, and lets its queries through after", async () => {
    const dataDir = temporaryFolder();
    const db = await openMigratedPglite(dataDir);
    const app = siteOver(db, dataDir);
    try {
      // Nobody reads the copy yet: the backup stays in the middle of the folder.
      const unread = new PassThrough({ highWaterMark: 1 });
      const backup = db.writeBackup?.(unread);
      while (!db.backingUp?.()) await new Promise((resolve) => setImmediate(resolve));
      const health = await app.request("/healthz");
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "backing-up" });
      const again = await app.request("/admin/api/operator/backup", {
        method: "POST",
        headers: { Origin: testAppOptions.publicOrigin, Authorization: "Bearer wrong" },
      });
      expect(again.status).toBe(401);
      const insert = db.insertAsAnon("subscribers", { email: "ada@example.com" });
      unread.resume();
      await backup;
      await insert;
      expect(await db.query("select email from public.subscribers")).toEqual([{ email: "ada@example.com" }]);
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
