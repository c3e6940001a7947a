import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../../server/db";

export interface TestDatabase {
  db: Database;
  /** Closes the database and removes everything it stored. */
  dispose(): Promise<void>;
}

let counter = 0;

/** A fresh, migrated database of the given kind, empty and private to the caller. */
export async function createTestDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-test-"));
    const db = await openPglite(dataDir);
    return {
      db,
      async dispose() {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = inject("postgresUrl");
  const name = `test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const db = await openPostgres(adminUrl.replace(/\/postgres$/, `/${name}`));
  return {
    db,
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
