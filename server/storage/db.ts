import { copyFileSync, cpSync, existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { writeBackup } from "./backup";
import { checkDatabaseFiles, lockDataDir } from "./data-dir-lock";
import { migrationsTableSql, readMigrations } from "./migrations";

export type Row = Record<string, unknown>;

/** Anything SQL can be run on, as the owner: the database itself, or one transaction of it. Never for visitors' input as SQL. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** What the server needs from storage, the same for embedded PGlite and PostgreSQL. */
export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /**
   * Runs `work` in one transaction, as the owner: committed when it resolves, rolled back when it throws.
   * Inside, use only `tx`: on PGlite a query on the database itself would wait for this transaction to end.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Inserts one row as the `anon` role, so the database's own grants and policies apply;
   * then, when given, runs `thenAsOwner` as the owner in the same transaction: both or neither.
   */
  insertAsAnon(table: string, row: Record<string, string>, thenAsOwner?: (tx: Queryable) => Promise<void>): Promise<void>;
  /** Runs statements as the `anon` role inside a transaction that is rolled back. */
  queryAsAnon(sql: string): Promise<Row[]>;
  close(): Promise<void>;
  /**
   * Rewrites a table into new files without its deleted rows (VACUUM FULL) and says how many deleted rows it had to
   * keep because a transaction somewhere might still read them: on PostgreSQL, any session starting or running, in
   * any database of the server, can hold them for a moment. On PostgreSQL it waits at most `rewriteLockTimeoutMs` for
   * the table to itself, so that inserts never queue behind it, and says `lockedOut` when another session was reading.
   */
  rewriteTable(table: string): Promise<{ deletedRowsKept: number; lockedOut: boolean }>;
  /** The embedded database only: writes a backup of it to `out` while it stays open (decision 056). */
  writeBackup?(out: Writable): Promise<void>;
  /** Whether a backup is being written now: every query waits for it to end. */
  backingUp?(): boolean;
}

/** A PostgreSQL error as both drivers report it. */
export interface PostgresError {
  code: string;
  message: string;
  detail?: string;
  constraint?: string;
}

export function isPostgresError(error: unknown): error is PostgresError {
  return typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string";
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

function insertStatement(table: string, row: Record<string, string>) {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  return {
    sql: `insert into public.${quote(table)} (${columns.map(quote).join(", ")}) values (${placeholders.join(", ")})`,
    params: Object.values(row),
  };
}

interface Executor {
  query(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements, without parameters. */
  exec(sql: string): Promise<unknown>;
}

type RunInTransaction = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

/** Carries the rows of a query as `anon` out of the transaction it rolls back. */
class RolledBack {
  constructor(readonly rows: Row[]) {}
}

/** The parts of a Database that are the same on both stores, built on each store's own transaction. */
function storeOn(
  kind: Database["kind"],
  run: RunInTransaction,
  query: Queryable["query"],
  close: () => Promise<void>,
): Omit<Database, "rewriteTable"> {
  const queryable = (tx: Executor): Queryable => ({ query: async (sql, params) => (await tx.query(sql, params)).rows });
  return {
    kind,
    query,
    close,
    transaction: (work) => run((tx) => work(queryable(tx))),
    async insertAsAnon(table, row, thenAsOwner) {
      const insert = insertStatement(table, row);
      await run(async (tx) => {
        // exec, not query, for parameterless statements: on PGlite the simple protocol is one call, where query is several.
        await tx.exec("set local role anon");
        await tx.query(insert.sql, insert.params);
        if (!thenAsOwner) return;
        await tx.exec("reset role");
        await thenAsOwner(queryable(tx));
      });
    },
    async queryAsAnon(sql) {
      try {
        return await run(async (tx) => {
          await tx.exec("set local role anon");
          throw new RolledBack((await tx.query(sql)).rows);
        });
      } catch (error) {
        if (error instanceof RolledBack) return error.rows;
        throw error;
      }
    },
  };
}

/** Applies each migration not yet recorded, one transaction each; an advisory lock keeps two servers from racing. */
async function migrate(run: RunInTransaction) {
  await run((tx) => tx.exec(migrationsTableSql));
  for (const migration of readMigrations()) {
    await run(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(727274)");
      const done = await tx.query("select 1 from public.schema_migrations where name = $1", [migration.name]);
      if (done.rows.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query("insert into public.schema_migrations (name) values ($1)", [migration.name]);
    });
  }
}

/** The migrated data folder `npm run build` makes beside build/client, that a new embedded database is copied from. */
export const databaseTemplateFolder = "database-template";

/** The file by which PGlite knows a data folder holds a database (without it, it runs initdb). */
const databaseMark = "PG_VERSION";

/**
 * A data folder with no database becomes a copy of `template` (decision 047): PGlite's own initdb would grow the
 * server's WebAssembly memory by some 600 MB and never give it back. PG_VERSION is copied last, so a copy cut short
 * (the server killed) has none and is simply made again at the next start. A folder with a database is left alone.
 */
export function copyDatabaseTemplate(template: string, dataDir: string) {
  if (existsSync(path.join(dataDir, databaseMark)) || !existsSync(path.join(template, databaseMark))) return;
  for (const name of readdirSync(template)) {
    if (name !== databaseMark) cpSync(path.join(template, name), path.join(dataDir, name), { recursive: true });
  }
  copyFileSync(path.join(template, databaseMark), path.join(dataDir, databaseMark));
}

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, stored in a folder. `template`: a migrated data folder
 * (the build's, decision 047) that a folder with no database starts as; without one, PGlite runs initdb itself.
 */
export async function openPglite(dataDir: string, template?: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  let db: PGlite;
  try {
    checkDatabaseFiles(dataDir);
    if (template) copyDatabaseTemplate(template, dataDir);
    db = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const transaction: RunInTransaction = (work) =>
    db.transaction((tx) => work({ query: (sql, params) => tx.query<Row>(sql, params), exec: (sql) => tx.exec(sql) }));
  try {
    await migrate(transaction);
  } catch (error) {
    await db.close();
    unlock();
    throw error;
  }
  let backups = 0;
  return {
    ...storeOn(
      "pglite",
      transaction,
      async (sql, params) => (await db.query<Row>(sql, params)).rows,
      async () => {
        await db.close();
        unlock();
      },
    ),
    async writeBackup(out) {
      backups++;
      try {
        await writeBackup(db, dataDir, out);
      } finally {
        backups--;
      }
    },
    backingUp: () => backups > 0,
    // One session, this one: no other transaction can hold a deleted row.
    async rewriteTable(table) {
      await db.exec(`vacuum full public.${quote(table)}`);
      return { deletedRowsKept: 0, lockedOut: false };
    },
  };
}

/**
 * How long VACUUM FULL waits for a table to itself before giving up its place: an insert arriving meanwhile queues
 * behind it, so this is the most a visitor's post can wait for a scrub (decision 066).
 */
export const rewriteLockTimeoutMs = 100;
/** PostgreSQL's lock_not_available, raised when lock_timeout runs out. */
const lockNotAvailable = "55P03";

/** A PostgreSQL server reached through a connection pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle pooled connection can be cut by the server (a restart, a terminated backend).
  // Without a listener that error would end the process; the pool opens a new connection when next needed.
  pool.on("error", (error) => console.error(`A PostgreSQL connection was closed by the server: ${error.message}`));
  const transaction: RunInTransaction = async (work) => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      const result = await work({ query: (sql, params) => client.query(sql, params), exec: (sql) => client.query(sql) });
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  try {
    await migrate(transaction);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    ...storeOn(
      "postgres",
      transaction,
      async (sql, params) => (await pool.query(sql, params)).rows,
      () => pool.end(),
    ),
    async rewriteTable(table) {
      const client = await pool.connect();
      let deletedRowsKept = 0;
      // VACUUM FULL VERBOSE reports "N dead row versions cannot be removed yet." in its message's detail.
      const countKept = (notice: { detail?: string }) => {
        deletedRowsKept += Number(/(\d+) dead row versions cannot be removed yet/.exec(notice.detail ?? "")?.[1] ?? 0);
      };
      client.on("notice", countKept);
      try {
        // VACUUM cannot run in a transaction, so the timeout is set on the session and reset before it is pooled again.
        await client.query(`set lock_timeout = ${rewriteLockTimeoutMs}`);
        await client.query(`vacuum (full, verbose) public.${quote(table)}`);
      } catch (error) {
        if (isPostgresError(error) && error.code === lockNotAvailable) return { deletedRowsKept: 0, lockedOut: true };
        throw error;
      } finally {
        client.off("notice", countKept);
        await client.query("reset lock_timeout").catch(() => undefined);
        client.release();
      }
      return { deletedRowsKept, lockedOut: false };
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR (a new one copied from `template`). */
export function openDatabase(settings: { DATABASE_URL?: string; DATA_DIR: string }, template?: string): Promise<Database> {
  return settings.DATABASE_URL ? openPostgres(settings.DATABASE_URL) : openPglite(settings.DATA_DIR, template);
}
