import { Hono } from "hono";
import { refuse } from "../http/refusal";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { subscriberExportColumns, subscriberExportSql } from "../subscriptions/export";
import { subscriberListPage, subscriberQueryOf } from "../subscriptions/subscriber-list";
import { csvDownload } from "./csv-download";
import { createSubscriberRecordsApi } from "./subscriber-records";

/**
 * /admin/api/subscribers: the list, a screen at a time, searchable and filtered by status, with the counts; the CSV export;
 * and each subscriber's record with the coach's own changes to the list.
 */
export function createSubscribersApi(db: Database, secure: boolean, confirmMaxPerDay: number) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));

  api.get("/", async (c) => {
    const query = subscriberQueryOf((name) => c.req.query(name));
    if ("error" in query) return refuse(c, 400, { message: query.error });
    return c.json(await subscriberListPage(db, query));
  });

  api.get("/export.csv", async (c) => {
    const rows = await db.query(subscriberExportSql);
    return csvDownload(c, "subscribers", subscriberExportColumns, rows);
  });

  api.route("/", createSubscriberRecordsApi(db, confirmMaxPerDay));

  return api;
}
