import { Hono } from "hono";
import { outboxStanding } from "../mail/outbox";
import { siteContentOf } from "../newsletter/site-content";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { rowCounts } from "../storage/row-counts";

/** /admin/api/health: new messages and subscribers, and how the notification outbox stands. */
export function createHealthApi(db: Database, secure: boolean) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));

  api.get("/", async (c) => {
    const [messages, subscribers, outbox, content] = await Promise.all([
      rowCounts(db, "contact_messages"),
      rowCounts(db, "subscribers"),
      outboxStanding(db),
      siteContentOf(db),
    ]);
    return c.json({
      messages: { thisWeek: messages.thisWeek, thisMonth: messages.thisMonth },
      subscribers: { thisWeek: subscribers.thisWeek, thisMonth: subscribers.thisMonth },
      outbox,
      skippedIssues: content.skipped,
    });
  });

  return api;
}
