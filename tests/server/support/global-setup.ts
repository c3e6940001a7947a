import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { seedIssues } from "../../../server/newsletter/seed-issues";
import { type Database, openPglite, openPostgres } from "../../../server/storage/db";
import { startTestPostgres } from "./postgres-setup";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL database migrated once, which tests/server/support/databases.ts copies for each suite. */
    postgresTemplateName: string;
    /** An embedded data folder migrated once, which tests/server/support/databases.ts copies for each suite. */
    pgliteTemplateDir: string;
  }
}

const postgresTemplateName = "migrated_template";

/**
 * The server tests' global set-up: one throwaway PostgreSQL server for the whole run, and one migrated
 * database of each kind that every suite's database is copied from (CREATE DATABASE … TEMPLATE, a copied
 * folder), so the migrations run once per store instead of once per suite (decision 048). Each holds the repository's
 * issues as rows, as a started server's data folder does (decision 071).
 */
export default async function setup(project: TestProject) {
  const pgliteTemplateDir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const [postgres] = await Promise.all([startMigratedPostgres(), migratePglite(pgliteTemplateDir)]);
  project.provide("postgresUrl", postgres.url);
  project.provide("postgresTemplateName", postgresTemplateName);
  project.provide("pgliteTemplateDir", pgliteTemplateDir);
  return () => {
    postgres.stop();
    rmSync(pgliteTemplateDir, { recursive: true, force: true });
  };
}

async function startMigratedPostgres() {
  const postgres = await startTestPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`create database ${postgresTemplateName}`);
  await admin.end();
  // Closed again before any suite copies it: PostgreSQL copies only a template nobody is connected to.
  await seededAndClosed(await openPostgres(postgres.url.replace(/\/postgres$/, `/${postgresTemplateName}`)));
  return postgres;
}

async function migratePglite(dataDir: string) {
  await seededAndClosed(await openPglite(dataDir));
}

async function seededAndClosed(db: Database) {
  await seedIssues(db);
  await db.close();
}
