/**
 * deploy/backup.sh, as the nightly systemd timer runs it: one backup per run with mode
 * 0600, the newest 14 kept, and each backup restores to the rows it was taken from.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, inject, it } from "vitest";
import { pgliteStores, postgresStores, type StoreKind } from "../../scripts/support/stores";
import { restoreDataDir } from "../../server/storage/backup";
import { openPglite, openPostgres } from "../../server/storage/db";
import { onEachStore } from "../server/support/databases";
import { temporaryFolders } from "../server/support/temporary-folders";
import { openBuiltPglite } from "./support/built-database";

const backupScript = path.resolve(import.meta.dirname, "../../deploy/backup.sh");
const newFolder = temporaryFolders("deploy-backup-");

/** Fifteen backups from earlier nights, oldest first. */
function olderBackups(folder: string): string[] {
  const names = Array.from({ length: 15 }, (_, day) => `site-202601${String(day + 1).padStart(2, "0")}T033000Z.dump`);
  for (const name of names) writeFileSync(path.join(folder, name), "an older backup");
  return names;
}

async function restoredEmails(storeKind: StoreKind, file: string): Promise<string[]> {
  if (storeKind.label === "PGlite") {
    const dataDir = path.join(newFolder(), "restored");
    await restoreDataDir(file, dataDir);
    const db = await openPglite(dataDir);
    const rows = await db.query("select email from public.subscribers");
    await db.close();
    return rows.map((row) => String(row.email));
  }
  const target = await storeKind.fresh();
  if (target.kind !== "postgres") throw new Error("Expected a PostgreSQL store");
  execFileSync("pg_restore", ["--no-owner", `--dbname=${target.url}`, file]);
  const db = await openPostgres(target.url);
  const rows = await db.query("select email from public.subscribers");
  await db.close();
  return rows.map((row) => String(row.email));
}

onEachStore("the nightly backup on %s", (kind) => {
  const stores: StoreKind[] = [];
  afterAll(async () => {
    for (const store of stores) await store.dispose();
  });

  it("adds one backup readable only by its owner, keeps the newest 14, and restores the rows", async () => {
    const storeKind = kind === "pglite" ? pgliteStores() : await postgresStores(inject("postgresUrl"));
    stores.push(storeKind);
    const store = await storeKind.fresh();
    const db = store.kind === "pglite" ? await openBuiltPglite(store.dataDir) : await openPostgres(store.url);
    await db.query("insert into public.subscribers (email) values ('kept@example.com')");
    await db.close();

    const backups = newFolder();
    const older = olderBackups(backups);
    const storeEnv = store.kind === "pglite" ? { DATA_DIR: store.dataDir, DATABASE_URL: "" } : { DATABASE_URL: store.url };
    const output = execFileSync("sh", [backupScript], {
      env: { ...process.env, ...storeEnv, BACKUP_DIR: backups },
      encoding: "utf8",
    });

    const files = readdirSync(backups).sort();
    expect(files).toHaveLength(14);
    expect(files.slice(0, 13)).toEqual(older.slice(2));
    const newest = files.at(-1) as string;
    expect(newest).toMatch(kind === "pglite" ? /^site-\d{8}T\d{6}Z\.tar$/ : /^site-\d{8}T\d{6}Z\.dump$/);
    expect(output).toContain(`Backed up to ${path.join(backups, newest)}`);
    expect(statSync(path.join(backups, newest)).mode & 0o777).toBe(0o600);
    expect(await restoredEmails(storeKind, path.join(backups, newest))).toEqual(["kept@example.com"]);
  }, 180_000);
});
