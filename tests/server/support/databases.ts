import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../../server/storage/db";

export interface TestDatabase {
  db: Database;
  /** Closes the database and opens it again, as a server restart does; `db` is then the new one. */
  reopen(): Promise<void>;
  /** Closes the database and removes everything it stored. */
  dispose(): Promise<void>;
}

let counter = 0;

/** A fresh, migrated database of the given kind, empty and private to the caller. */
export async function createTestDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-test-"));
    const test: TestDatabase = {
      db: await openPglite(dataDir),
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
  await admin.query(`create database ${name}`);
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
