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

/** How long an erasure waits, at most, for the transactions that could still read a deleted row to end: 20 × 250 ms. */
const rewrites = 20;
const pauseMs = 250;

/**
 * Makes deleted rows unreadable on disk, so the next backup cannot hold them: VACUUM FULL rewrites each
 * table into new files without its dead rows, and the WAL that still held them is switched away from and
 * checkpointed (on PGlite, old WAL files are then deleted rather than kept for reuse). On PostgreSQL a session
 * starting or running anywhere on the server can hold deleted rows for a moment, and VACUUM FULL then copies them into
 * the new files: a table is rewritten again until none was kept, for up to five seconds (a long report running
 * elsewhere can take longer: that is logged, and autovacuum removes them once it ends). Where the database role may
 * not checkpoint (a PostgreSQL user without pg_checkpoint), the server's own next checkpoint, within minutes, does
 * the same; that failure is logged, never answered.
 */
export async function scrubDeletedRows(db: Database, log: (message: string) => void = console.warn): Promise<void> {
  for (const table of erasedTables) {
    let { deletedRowsKept } = await db.rewriteTable(table);
    for (let rewrite = 1; deletedRowsKept > 0 && rewrite < rewrites; rewrite++) {
      await delay(pauseMs);
      ({ deletedRowsKept } = await db.rewriteTable(table));
    }
    if (deletedRowsKept > 0)
      log(
        `After an erasure ${deletedRowsKept} deleted rows of ${table} stay on disk until the transactions that could still read them end; autovacuum removes them then.`,
      );
  }
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
