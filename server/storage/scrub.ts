import { setTimeout as delay } from "node:timers/promises";
import type { Database } from "./db";

/** The tables an erasure deletes from or empties (see eraseEverythingAbout in server/subscriptions). */
export const erasedTables = [
  "subscribers",
  "contact_messages",
  "notification_outbox",
  "consent_events",
  "subscription_tokens",
  "confirmation_mail_log",
  "newsletter_recipients",
  "suppressed_addresses",
  "bookings_and_sales",
] as const;

/** A table is tried again after 250 ms, then twice as long each time, up to a minute between tries. */
const firstPauseMs = 250;
const longestPauseMs = 60_000;
/** Past this, the wait is logged once: until then it is the ordinary moment a session elsewhere takes to end. */
const quietWaitMs = 5_000;

/** An erasure whose deleted rows are still on disk: since when, and in which tables. */
export interface ScrubWaiting {
  since: Date;
  tables: string[];
}

/** The scrubs still under way on each database, for Health to tell. */
const underWay = new WeakMap<Database, Set<{ since: Date; tables: Set<string> }>>();

/** The oldest scrub still waiting on this database, with every table any scrub still waits for; undefined when none. */
export function scrubWaiting(db: Database): ScrubWaiting | undefined {
  const scrubs = [...(underWay.get(db) ?? [])];
  if (scrubs.length === 0) return undefined;
  return {
    since: new Date(Math.min(...scrubs.map((scrub) => scrub.since.getTime()))),
    tables: [...new Set(scrubs.flatMap((scrub) => [...scrub.tables]))],
  };
}

export interface Scrub {
  /** Resolves once every table was tried once: true when the deleted rows are already gone from disk. */
  tried: Promise<boolean>;
  /** Resolves when the deleted rows are gone from disk, however long a reader elsewhere makes that wait. */
  done: Promise<void>;
}

/**
 * Makes deleted rows unreadable on disk, so the next backup cannot hold them: VACUUM FULL rewrites each table into new
 * files without its dead rows, and the WAL that still held them is switched away from and checkpointed (on PGlite, old
 * WAL files are then deleted rather than kept for reuse).
 *
 * On PostgreSQL the rewrite never makes a visitor wait (decision 066): VACUUM FULL needs the table to itself, and while
 * another session reads it (the nightly pg_dump) it would queue for that lock and every insert would queue behind it.
 * So each rewrite gives up its place after a short lock timeout, and a session starting or running anywhere on the
 * server can also make it copy the deleted rows into the new files: in both cases the table is tried again, 250 ms
 * later and then twice as long each time (at most a minute apart), until it is done. The erasure itself is committed
 * before; only its copies on disk wait, and Health says so meanwhile (`scrubWaiting`). Where the database role may not
 * checkpoint (a PostgreSQL user without pg_checkpoint), the server's own next checkpoint, within minutes, does the
 * same; that failure is logged, never answered.
 */
export function startScrub(
  db: Database,
  tables: readonly string[] = erasedTables,
  log: (message: string) => void = console.warn,
): Scrub {
  const scrub = { since: new Date(), tables: new Set(tables) };
  const scrubs = underWay.get(db) ?? new Set();
  underWay.set(db, scrubs.add(scrub));
  let triedAll: (scrubbed: boolean) => void = () => undefined;
  const tried = new Promise<boolean>((resolve) => {
    triedAll = resolve;
  });

  const rewriteLeft = async () => {
    for (const table of [...scrub.tables]) {
      const { deletedRowsKept, lockedOut } = await db.rewriteTable(table);
      if (deletedRowsKept === 0 && !lockedOut) scrub.tables.delete(table);
    }
  };

  const done = (async () => {
    try {
      await rewriteLeft();
      if (scrub.tables.size > 0) triedAll(false);
      let waitedMs = 0;
      for (let pauseMs = firstPauseMs; scrub.tables.size > 0; pauseMs = Math.min(pauseMs * 2, longestPauseMs)) {
        if (waitedMs < quietWaitMs && waitedMs + pauseMs >= quietWaitMs)
          log(
            `After an erasure the deleted rows of ${[...scrub.tables].join(", ")} stay on disk while another session reads them (a backup or a report); they are scrubbed as soon as it ends, and Health says so meanwhile.`,
          );
        await delay(pauseMs);
        waitedMs += pauseMs;
        await rewriteLeft();
      }
      await checkpoint(db, log);
      if (waitedMs >= quietWaitMs) log("The erased rows kept on disk by another session's read are now scrubbed.");
      triedAll(true);
    } finally {
      scrubs.delete(scrub);
      triedAll(false);
    }
  })();
  return { tried, done };
}

/**
 * Starts a scrub that goes on in the background as long as a reader elsewhere makes it wait (logged if it stops);
 * resolves once every table was tried: true when the deleted rows are already gone from disk.
 */
export function scrubInBackground(db: Database, tables: readonly string[] = erasedTables): Promise<boolean> {
  const scrub = startScrub(db, tables);
  scrub.done.catch((error: unknown) => console.error(`A scrub of deleted rows stopped: ${(error as Error).message}`));
  return scrub.tried;
}

/** Scrubs the rows an erasure deleted and resolves when they are gone from disk (see startScrub). */
export function scrubDeletedRows(db: Database, log?: (message: string) => void): Promise<void> {
  return startScrub(db, erasedTables, log).done;
}

async function checkpoint(db: Database, log: (message: string) => void) {
  try {
    // PGlite checkpoints in this same session: without this it would keep the old WAL file for reuse, bytes and all.
    if (db.kind === "pglite") await db.query("set wal_recycle = off");
    await db.query("select pg_switch_wal()");
    await db.query("checkpoint");
  } catch (error) {
    log(
      `After an erasure the database could not be checkpointed now (${(error as Error).message}); its own next checkpoint will.`,
    );
  }
}
