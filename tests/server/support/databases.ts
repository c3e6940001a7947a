import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../../server/storage/db";

export interface TestDatabase {
  db: Database;
  /** Closes the database and opens it again, as a server restart does; `db` is then the new one. */
  reopen(): Promise<void>;
  /** Closes the database and removes everything it stored. */
  dispose(): Promise<void>;
  /** The embedded database's folder; undefined on PostgreSQL. */
  dataDir?: string;
}

/** The stores every server test runs on: `onEachStore("… on %s", (kind) => …)` runs a suite once on each. */
export const testStores = ["pglite", "postgres"] as const;
export const onEachStore = describe.each(testStores);

let counter = 0;

/** A new embedded data folder, migrated, empty but for the seed's issues: a copy of the global set-up's, for the caller to remove. */
export function migratedPgliteFolder(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-test-"));
  cpSync(inject("pgliteTemplateDir"), dataDir, { recursive: true });
  return dataDir;
}

/**
 * The embedded database in the empty folder `dataDir`, as a started server makes it (decision 047): a copy of the global
 * set-up's migrated one, where PGlite's own initdb took 8–12 s a folder in a quiet run (decision 081).
 */
export const openMigratedPglite = (dataDir: string): Promise<Database> => openPglite(dataDir, inject("pgliteTemplateDir"));

/**
 * A fresh, migrated database of the given kind, empty but for the seed's issues (decision 071) and private to the caller: a copy of
 * the one the global set-up migrated (tests/server/support/global-setup.ts), which opens in a
 * few seconds where an embedded database created and migrated from scratch takes half a minute.
 */
export async function createTestDatabase(kind: (typeof testStores)[number]): Promise<TestDatabase> {
  if (kind === "pglite") {
    const dataDir = migratedPgliteFolder();
    const test: TestDatabase = {
      db: await openPglite(dataDir),
      dataDir,
      async reopen() {
        await test.db.close();
        test.db = await openPglite(dataDir);
      },
      async dispose() {
        await test.db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return test;
  }
  const adminUrl = inject("postgresUrl");
  const name = `test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplateName")}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const test: TestDatabase = {
    db: await openPostgres(url),
    async reopen() {
      await test.db.close();
      test.db = await openPostgres(url);
    },
    async dispose() {
      await test.db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
  return test;
}
