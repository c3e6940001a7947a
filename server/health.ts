import { notificationTrouble } from "./mail/outbox";
import type { DataDirCheck } from "./storage/data-dir-space";
import type { Database } from "./storage/db";

const hour = 3_600_000;

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export type HealthReport =
  | { status: "ok" | "degraded"; database: Database["kind"]; notifications: "ok" | "failing" }
  | { status: "backing-up"; database: Database["kind"] }
  | { status: "unavailable" | "unwritable"; database: Database["kind"]; error: string };

/**
 * What /healthz says: the database must answer a cheap query within `timeoutMs` (otherwise
 * "unavailable", answered 503), the data folder must take a write (otherwise "unwritable", answered 503 with the reason:
 * a full disk fails every post), and notifications failing for over an hour make it "degraded". While the embedded
 * database writes a backup its queries wait (decision 056): the server still serves every page, so it says so
 * rather than "unavailable", and the proxy keeps sending visitors.
 */
export async function checkHealth(db: Database, dataDir?: DataDirCheck, timeoutMs = 2_000): Promise<HealthReport> {
  const folder = await dataDir?.();
  if (folder && !folder.writable) return { status: "unwritable", database: db.kind, error: folder.reason };
  if (db.backingUp?.()) return { status: "backing-up", database: db.kind };
  try {
    const trouble = await withTimeout(notificationTrouble(db, 1), timeoutMs);
    const failing = trouble.failing > 0;
    return { status: failing ? "degraded" : "ok", database: db.kind, notifications: failing ? "failing" : "ok" };
  } catch (error) {
    return { status: "unavailable", database: db.kind, error: `The database did not answer: ${(error as Error).message}` };
  }
}

/** Logs one clear line an hour while notifications keep failing; returns the function that stops it. */
export function watchFailingNotifications(db: Database, { intervalMs = hour, log = console.error } = {}): () => void {
  const timer = setInterval(async () => {
    const trouble = await notificationTrouble(db, 1).catch(() => undefined);
    if (!trouble || trouble.failing === 0) return;
    log(
      `Notifications are failing: ${trouble.failing} unsent for over an hour (last error: ${trouble.lastError}). ` +
        "Check SMTP_URL and NOTIFY_WEBHOOK_URL; `npm run export -- outbox` lists them.",
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
