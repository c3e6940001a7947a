/**
 * npm run backup [-- FILE] — a consistent copy of the embedded database in DATA_DIR, as a
 * .tar.gz readable by this user only (default: backups/data-<date and time>.tar.gz, a folder git ignores).
 * The server must be stopped:
 * one program at a time may open the folder. For PostgreSQL, use pg_dump (see docs/operations.md).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseServerEnv } from "../../server/env";
import { BackupRefusedError, backupDataDir } from "../../server/storage/backup";
import { DataDirInUseError } from "../../server/storage/data-dir-lock";

const env = parseServerEnv(process.env);
if (env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: back PostgreSQL up with pg_dump (see docs/operations.md, Backup and restore). This command copies the embedded database.",
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(process.argv[2] ?? path.join("backups", `data-${stamp}.tar.gz`));
mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
try {
  await backupDataDir(env.DATA_DIR, file);
  console.log(`Backed up ${env.DATA_DIR} to ${file}`);
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(
      `${error.message}\nA backup needs the folder to itself: stop the server, run the backup, start the server again.`,
    );
    process.exit(1);
  }
  if (error instanceof BackupRefusedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
