import pg from "pg";
import type { TestProject } from "vitest/node";
import { startTemporaryPostgres } from "../../../scripts/support/temporary-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One throwaway PostgreSQL server for the whole run; each suite makes its own database in it. */
export default async function setup(project: TestProject) {
  const postgres = await startTemporaryPostgres();
  // Roles belong to the whole server: create anon once, before suites migrate their databases in parallel.
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("create role anon nologin");
  await admin.end();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
