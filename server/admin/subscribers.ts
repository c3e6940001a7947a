import { Hono } from "hono";
import { singleLineText } from "../../app/lib/validation";
import type { Database } from "../storage/db";
import { subscriberExportSql } from "../subscriptions/export";
import { csvDownload } from "./csv-download";
import { type AdminEnv, requireSession } from "./sessions";
import { createSubscriberRecordsApi } from "./subscriber-records";

/** The same file as `npm run export -- subscribers`: unsubscribed addresses included, with status and source. */
export const subscriberExportColumns = ["id", "email", "status", "subscribed_at", "confirmed_at", "source"];

/** A search term as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * /admin/api/subscribers: every address, searchable, with the total and this month's count; the CSV export;
 * and each subscriber's record with the coach's own changes to the list.
 */
export function createSubscribersApi(db: Database, secure: boolean, confirmMaxPerDay: number) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));

  api.get("/", async (c) => {
    // Control characters (a NUL is one, which no text column can hold) become spaces rather than a database error.
    const search = singleLineText(c.req.query("search") ?? "").slice(0, 254);
    const subscribers = await db.query(
      `select id, created_at, email, status, source_path from public.subscribers
       where $1 = '' or email ilike $2 or source_path ilike $2
       order by created_at desc, id desc limit 5000`,
      [search, containing(search)],
    );
    const [counts] = await db.query(
      `select count(*)::int as total,
              (count(*) filter (where created_at >= date_trunc('month', now())))::int as this_month
       from public.subscribers`,
    );
    return c.json({ subscribers, total: Number(counts?.total ?? 0), thisMonth: Number(counts?.this_month ?? 0) });
  });

  api.get("/export.csv", async (c) => {
    const rows = await db.query(subscriberExportSql);
    return csvDownload(c, "subscribers", subscriberExportColumns, rows);
  });

  api.route("/", createSubscriberRecordsApi(db, confirmMaxPerDay));

  return api;
}
