/**
 * npm run backup [-- FILE] — a consistent copy of the embedded database in DATA_DIR, as a .tar readable by this
 * user only (default: backups/data-<date and time>.tar, a folder git ignores). While the site runs it asks the
 * server, which writes it without stopping (decision 056); otherwise it opens the folder itself.
 * For PostgreSQL, use pg_dump (see docs/operations.md).
 */
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { parseServerEnv, type ServerEnv } from "../../server/env";
import { BackupRefusedError, backupDataDir } from "../../server/storage/backup";
import { DataDirInUseError } from "../../server/storage/data-dir-lock";
import { askRunningServer } from "../support/running-server";

async function backupFromRunningServer(env: ServerEnv, file: string) {
  const answer = await askRunningServer(env, "operator/backup", {});
  if (!answer.ok || !answer.body) {
    const { message } = (await answer.json().catch(() => ({}))) as { message?: string };
    throw new BackupRefusedError(message ?? `The server answered ${answer.status}.`);
  }
  await pipeline(Readable.fromWeb(answer.body as ReadableStream), createWriteStream(file, { mode: 0o600 }));
}

const env = parseServerEnv(process.env);
if (env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: back PostgreSQL up with pg_dump (see docs/operations.md, Backup and restore). This command copies the embedded database.",
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(process.argv[2] ?? path.join("backups", `data-${stamp}.tar`));
mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
try {
  await backupDataDir(env.DATA_DIR, file).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) return backupFromRunningServer(env, file);
    throw error;
  });
  console.log(`Backed up ${env.DATA_DIR} to ${file}`);
} catch (error) {
  // A backup cut short is no backup: nothing is left to be mistaken for one.
  rmSync(file, { force: true });
  console.error((error as Error).message);
  process.exit(1);
}
