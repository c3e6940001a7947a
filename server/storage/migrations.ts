import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectDir } from "../project-dir";

export const migrationsFolder = path.join(projectDir, "db/migrations");

export interface Migration {
  name: string;
  sql: string;
}

/** The SQL files of db/migrations, in the order their names sort. */
export function readMigrations(folder: string = migrationsFolder): Migration[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(folder, name), "utf8") }));
}

export const migrationsTableSql = `create table if not exists public.schema_migrations (
  name text primary key,
  applied_at timestamptz not null default now()
)`;
