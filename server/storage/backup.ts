import { chmodSync, createWriteStream, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { create, extract } from "tar";
import { lockDataDir } from "./data-dir-lock";

export class BackupRefusedError extends Error {}

/**
 * PostgreSQL's own entries at the top of a data folder. The server keeps its lock, its operator key and its
 * rendered builds (server-PORT) beside them; a backup holds the database only.
 */
const isDatabaseEntry = (name: string) =>
  /^(PG_VERSION|base|global|pg_[a-z_]+|(pg_hba|pg_ident|postgresql|postgresql\.auto)\.conf)$/.test(name);

/** A write-ahead log segment: timeline and position in 24 hex digits, so name order is log order. */
const walSegment = /^pg_wal\/([0-9A-F]{24})$/;

/**
 * Writes the embedded database `pg` (open on `dataDir`) to `out` as a .tar.gz, while the database stays open:
 * inside one transaction, which every other query waits for, it checkpoints and then streams the folder's files
 * from disk, so memory stays at a few buffers whatever the folder's size. Of the write-ahead log only the segments
 * from the checkpoint on are kept (usually one of 16 MB): the rest is recycled log a restore never reads. Opening
 * the copy replays them, as after a power cut. Decision 056.
 */
export async function writeBackup(pg: PGlite, dataDir: string, out: Writable): Promise<void> {
  await pg.transaction(async (tx) => {
    await tx.exec("checkpoint");
    const { rows } = await tx.query<{ first: string; last: string }>(
      "select redo_wal_file as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last from pg_control_checkpoint()",
    );
    const { first, last } = rows[0] ?? { first: "", last: "" };
    const needed = (name: string) => {
      const segment = walSegment.exec(name)?.[1];
      return segment === undefined || (segment >= first && segment <= last);
    };
    const entries = readdirSync(dataDir).filter(isDatabaseEntry);
    await pipeline(create({ cwd: dataDir, portable: true, filter: needed }, entries), out);
  });
}

/**
 * Writes a backup of the embedded database in `dataDir` to `file` (mode 0600: every subscriber is in it), for when
 * no server has the folder open: it takes the folder's lock, so it refuses (DataDirInUseError) while a server has
 * it; `npm run backup` then asks that server instead.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new BackupRefusedError(`There is no embedded database in ${dataDir}: nothing to back up.`);
  }
  const unlock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create(dataDir);
    try {
      await writeBackup(db, dataDir, createWriteStream(file, { mode: 0o600 }));
      chmodSync(file, 0o600);
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Unpacks a backup (this one's, or the whole-folder tarball of earlier versions) into `dataDir`, which must be
 * missing or empty, streamed from disk; then opens it once, which replays its log and shows it is whole.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupRefusedError(
      `${dataDir} is not empty: restore into a new or empty folder, then point DATA_DIR at it (nothing was changed).`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = lockDataDir(dataDir);
  try {
    // Earlier backups name their entries from the root ("/base/…"): the first part of the path is what counts.
    await extract({ file, cwd: dataDir, filter: (name) => isDatabaseEntry(name.replace(/^\.?\//, "").split("/")[0] ?? "") });
    const db = await PGlite.create(dataDir);
    await db.close();
  } finally {
    unlock();
  }
}
