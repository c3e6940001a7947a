/**
 * npm run restore -- FILE — loads a backup written by `npm run backup` into DATA_DIR,
 * which must be missing or empty; an existing database is never overwritten.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseServerEnv } from "../../server/env";
import { BackupRefusedError, restoreDataDir } from "../../server/storage/backup";

const [file] = process.argv.slice(2);
if (!file || !existsSync(file)) {
  console.error("Usage: DATA_DIR=<new empty folder> npm run restore -- <backup .tar or .tar.gz>");
  process.exit(2);
}
const env = parseServerEnv(process.env);
try {
  await restoreDataDir(path.resolve(file), env.DATA_DIR);
  console.log(`Restored ${file} into ${env.DATA_DIR}`);
} catch (error) {
  if (error instanceof BackupRefusedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
