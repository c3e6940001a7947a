import pg from "pg";
import type { TestProject } from "vitest/node";
import { startTemporaryPostgres } from "../../../scripts/support/temporary-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** A throwaway PostgreSQL server with the anon role, which belongs to the whole server: created once, before any migration grants it rights. */
export async function startTestPostgres() {
  const postgres = await startTemporaryPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("create role anon nologin");
  await admin.end();
  return postgres;
}

/** The integration tests' global set-up: one PostgreSQL server for the whole run, each test making its own databases in it. */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
