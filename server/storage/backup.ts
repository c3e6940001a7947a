import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "./data-dir-lock";

export class BackupRefusedError extends Error {}

/**
 * Writes a gzipped tarball of the embedded database in `dataDir` to `file`. It takes the
 * folder's lock first, so it refuses while a server has the folder open (DataDirInUseError),
 * and checkpoints before copying, so the copy is a consistent database that opens as is.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new BackupRefusedError(`There is no embedded database in ${dataDir}: nothing to back up.`);
  }
  const unlock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create(dataDir);
    try {
      await db.exec("checkpoint");
      const tarball = await db.dumpDataDir("gzip");
      // Every subscriber is in it: readable by this user only.
      writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()), { mode: 0o600 });
      chmodSync(file, 0o600);
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

/** Loads a tarball written by backupDataDir into `dataDir`, which must be missing or empty. */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupRefusedError(
      `${dataDir} is not empty: restore into a new or empty folder, then point DATA_DIR at it (nothing was changed).`,
    );
  }
  const tarball = new Blob([new Uint8Array(readFileSync(file))]);
  const unlock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create({ dataDir, loadDataDir: tarball });
    await db.close();
  } finally {
    unlock();
  }
}
