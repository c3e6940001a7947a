import { Hono } from "hono";
import { outboxStanding } from "../mail/outbox";
import { siteContentOf } from "../newsletter/site-content";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { DataDirCheck } from "../storage/data-dir-space";
import type { Database } from "../storage/db";
import { rowCounts } from "../storage/row-counts";
import { scrubWaiting } from "../storage/scrub";

/**
 * /admin/api/health: new messages and subscribers, how the notification outbox stands, whether the data folder can be
 * written, and an erasure whose copies on disk still wait for a reader elsewhere to end.
 */
export function createHealthApi(db: Database, secure: boolean, dataDir?: DataDirCheck) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));

  api.get("/", async (c) => {
    const [messages, subscribers, outbox, content, folder] = await Promise.all([
      rowCounts(db, "contact_messages"),
      rowCounts(db, "subscribers"),
      outboxStanding(db),
      siteContentOf(db),
      dataDir?.(),
    ]);
    const scrub = scrubWaiting(db);
    return c.json({
      messages: { thisWeek: messages.thisWeek, thisMonth: messages.thisMonth },
      subscribers: { thisWeek: subscribers.thisWeek, thisMonth: subscribers.thisMonth },
      outbox,
      skippedIssues: content.skipped,
      dataDirProblem: folder && !folder.writable ? folder.reason : null,
      erasureWaitingSince: scrub ? scrub.since.toISOString() : null,
    });
  });

  return api;
}
