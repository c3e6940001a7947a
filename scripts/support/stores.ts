import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openPglite } from "../../server/storage/db";
import type { Store } from "./server-process";
import { startTemporaryPostgres } from "./temporary-postgres";

/** Hands out empty stores of one kind for scripts that start our server, and reads back what was stored. */
export interface StoreKind {
  readonly label: string;
  /** An empty store, not yet migrated: the server migrates it on start, as in production. */
  fresh(): Promise<Store>;
  /** Every subscriber e-mail in the store. With PGlite, the server must be stopped first. */
  subscriberEmails(store: Store): Promise<string[]>;
  /** Removes every store handed out, and the PostgreSQL server if one was started. */
  dispose(): Promise<void>;
}

export function pgliteStores(): StoreKind {
  const folders: string[] = [];
  return {
    label: "PGlite",
    async fresh() {
      const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-run-"));
      folders.push(dataDir);
      return { kind: "pglite", dataDir };
    },
    async subscriberEmails(store) {
      if (store.kind !== "pglite") throw new Error("Not an embedded store");
      const db = await openPglite(store.dataDir);
      try {
        return (await db.query("select email from public.subscribers")).map((row) => String(row.email));
      } finally {
        await db.close();
      }
    },
    async dispose() {
      for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Each store is a new database in the PostgreSQL server at `adminUrl` (the `postgres`
 * database of a superuser); without one, a throwaway server with fsync on, as in production.
 */
export async function postgresStores(adminUrl?: string): Promise<StoreKind> {
  const postgres = adminUrl ? { url: adminUrl, stop() {} } : await startTemporaryPostgres({ durable: true });
  let counter = 0;
  return {
    label: "PostgreSQL",
    async fresh() {
      const name = `run_${process.pid}_${counter++}`;
      await withClient(postgres.url, (client) => client.query(`create database ${name}`));
      return { kind: "postgres", url: postgres.url.replace(/\/postgres$/, `/${name}`) };
    },
    async subscriberEmails(store) {
      if (store.kind !== "postgres") throw new Error("Not a PostgreSQL store");
      const { rows } = await withClient(store.url, (client) => client.query("select email from public.subscribers"));
      return rows.map((row) => String(row.email));
    },
    async dispose() {
      postgres.stop();
    },
  };
}
