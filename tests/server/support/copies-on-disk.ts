import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../../../server/storage/db";
import type { TestDatabase } from "./databases";

/** How many times `text` occurs in the bytes of one file. */
export function copiesInFile(file: string, text: string): number {
  const bytes = readFileSync(file);
  const needle = Buffer.from(text);
  let copies = 0;
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) copies++;
  return copies;
}

/** The files on disk of these tables of a PostgreSQL database, in the same order. */
export async function filesOfTables(db: Database, tables: string[]): Promise<string[]> {
  const [{ data_directory: dataDirectory } = {}] = await db.query("show data_directory");
  const files = await Promise.all(
    tables.map(async (table) => (await db.query("select pg_relation_filepath($1) as file", [`public.${table}`]))[0]?.file),
  );
  return files.map((file) => path.join(String(dataDirectory), String(file)));
}

/**
 * How many times `text` is on disk where a backup would take it: on PostgreSQL in the table's own file (pg_dump
 * copies live rows only) once the server's next checkpoint has written it, on the embedded database in every file of
 * its data folder, its WAL included.
 */
export async function copiesOnDisk(test: TestDatabase, table: string, text: string): Promise<number> {
  if (!test.dataDir) await test.db.query("checkpoint");
  const files = test.dataDir
    ? readdirSync(test.dataDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : await filesOfTables(test.db, [table]);
  return files.reduce((copies, file) => copies + copiesInFile(file, text), 0);
}
