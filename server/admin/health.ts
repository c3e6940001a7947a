import { Hono } from "hono";
import type { Database } from "../storage/db";
import { type AdminEnv, requireSession } from "./sessions";

/** New rows of a table since the start of this week (Monday) and of this month. */
const recentCounts = (table: string) =>
  `select (count(*) filter (where created_at >= date_trunc('week', now())))::int as this_week,
          (count(*) filter (where created_at >= date_trunc('month', now())))::int as this_month
   from public.${table}`;

/** /admin/api/health: new messages and subscribers, and how the notification outbox stands. */
export function createHealthApi(db: Database, secure: boolean) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));

  api.get("/", async (c) => {
    const [[messages], [subscribers], [outbox], failing] = await Promise.all([
      db.query(recentCounts("contact_messages")),
      db.query(recentCounts("subscribers")),
      db.query(
        `select (count(*) filter (where sent_at is null and last_error is null))::int as queued,
                (count(*) filter (where sent_at > now() - interval '7 days'))::int as sent_last_7_days
         from public.notification_outbox`,
      ),
      db.query(
        `select id, kind, channel, created_at, attempts, last_error, next_attempt_at
         from public.notification_outbox where sent_at is null and last_error is not null
         order by created_at limit 50`,
      ),
    ]);
    return c.json({
      messages: { thisWeek: messages?.this_week ?? 0, thisMonth: messages?.this_month ?? 0 },
      subscribers: { thisWeek: subscribers?.this_week ?? 0, thisMonth: subscribers?.this_month ?? 0 },
      outbox: { queued: outbox?.queued ?? 0, sentLast7Days: outbox?.sent_last_7_days ?? 0, failing },
    });
  });

  return api;
}
