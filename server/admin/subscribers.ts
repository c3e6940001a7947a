import { Hono } from "hono";
import type { Database } from "../storage/db";
import { rowCounts } from "../storage/row-counts";
import { findSubscribers } from "../subscriptions/back-office";
import { subscriberExportSql } from "../subscriptions/export";
import { csvDownload } from "./csv-download";
import { type AdminEnv, requireSession } from "./sessions";
import { createSubscriberRecordsApi } from "./subscriber-records";

/** The same file as `npm run export -- subscribers`: unsubscribed addresses included, with status and source. */
export const subscriberExportColumns = ["id", "email", "status", "subscribed_at", "confirmed_at", "source"];

/**
 * /admin/api/subscribers: every address, searchable, with the total and this month's count; the CSV export;
 * and each subscriber's record with the coach's own changes to the list.
 */
export function createSubscribersApi(db: Database, secure: boolean, confirmMaxPerDay: number) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));

  api.get("/", async (c) => {
    const search = (c.req.query("search") ?? "").trim().slice(0, 254);
    const [subscribers, counts] = await Promise.all([findSubscribers(db, search), rowCounts(db, "subscribers")]);
    return c.json({ subscribers, total: counts.total, thisMonth: counts.thisMonth });
  });

  api.get("/export.csv", async (c) => {
    const rows = await db.query(subscriberExportSql);
    return csvDownload(c, "subscribers", subscriberExportColumns, rows);
  });

  api.route("/", createSubscriberRecordsApi(db, confirmMaxPerDay));

  return api;
}
