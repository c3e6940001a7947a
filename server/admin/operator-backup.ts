import { PassThrough, Readable } from "node:stream";
import { Hono } from "hono";
import { refuse } from "../http/refusal";
import { presentsOperatorKey } from "../sign-in/operator-key";
import type { Database } from "../storage/db";

/**
 * POST /admin/api/operator/backup: a backup of the embedded database, streamed as a .tar while the site runs, for
 * `npm run backup` and the nightly timer, which present the operator key from the data folder (decision 056).
 */
export function createOperatorBackupApi(db: Database, operatorKey: string | undefined, log: (line: string) => void) {
  const api = new Hono();
  api.post("/backup", (c) => {
    if (!presentsOperatorKey(c.req.header("authorization"), operatorKey) || !db.writeBackup) {
      return refuse(c, 401, { message: "Unknown operator key." });
    }
    if (db.backingUp?.()) return refuse(c, 409, { message: "A backup is being written now: try again once it ends." });
    const tarball = new PassThrough();
    db.writeBackup(tarball).catch((error: Error) => {
      log(`The backup stopped: ${error.message}`);
      tarball.destroy(error);
    });
    return c.body(Readable.toWeb(tarball) as ReadableStream, 200, { "Content-Type": "application/x-tar" });
  });
  return api;
}
