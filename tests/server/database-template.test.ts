/**
 * A new embedded data folder starts as a copy of the build's migrated template (decision 047). These are the faults
 * around it: a copy cut short, and a folder made before there was a template.
 */
import { rmSync, truncateSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, inject, it } from "vitest";
import { copyDatabaseTemplate, openPglite } from "../../server/storage/db";
import { migrationsTableSql, readMigrations } from "../../server/storage/migrations";
import { temporaryFolders } from "./support/temporary-folders";

const temporaryFolder = temporaryFolders("template-test-");
const migrations = readMigrations();
// The global set-up's migrated folder (an initdb and every migration, as the build's template, and the seed's issues):
// a template of its own took one initdb more (decision 081).
const template = inject("pgliteTemplateDir");

async function appliedMigrations(dataDir: string) {
  const db = await openPglite(dataDir, template);
  try {
    return {
      names: (await db.query("select name from public.schema_migrations order by name")).map((row) => row.name),
      emails: (await db.query("select email from public.subscribers")).map((row) => row.email),
    };
  } finally {
    await db.close();
  }
}

describe("a new embedded data folder", () => {
  it("opens as the migrated template, every migration applied", async () => {
    expect((await appliedMigrations(temporaryFolder())).names).toEqual(migrations.map((migration) => migration.name));
  });

  it("whose copy was cut short (the server killed while making it) is made again at the next start", async () => {
    const dataDir = temporaryFolder();
    copyDatabaseTemplate(template, dataDir);
    // What a kill part-way leaves: some files, one of them half written, and no PG_VERSION yet.
    rmSync(path.join(dataDir, "PG_VERSION"));
    truncateSync(path.join(dataDir, "global", "pg_control"), 100);
    expect((await appliedMigrations(dataDir)).names).toHaveLength(migrations.length);
  });
});

describe("a data folder made by the previous version (PGlite's own initdb, one migration behind)", () => {
  it("keeps its rows, is not overwritten by the template, and gets the missing migration", async () => {
    const dataDir = temporaryFolder();
    const previous = await PGlite.create(dataDir);
    await previous.exec(migrationsTableSql);
    for (const migration of migrations.slice(0, -1)) {
      await previous.exec(migration.sql);
      await previous.query("insert into public.schema_migrations (name) values ($1)", [migration.name]);
    }
    await previous.query("insert into public.subscribers (email) values ('kept@example.com')");
    await previous.close();

    const opened = await appliedMigrations(dataDir);
    expect(opened.names).toEqual(migrations.map((migration) => migration.name));
    expect(opened.emails).toEqual(["kept@example.com"]);
  });
});
