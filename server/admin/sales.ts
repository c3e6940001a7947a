import { Hono } from "hono";
import type { SalesOverview } from "../../app/admin/sales/types";
import { lastDays } from "../analytics/report";
import { dayOf } from "../analytics/site-counter";
import { refuse } from "../http/refusal";
import { salesExportColumns, salesExportSql } from "../sales/export";
import { salesBySource, weeklySales } from "../sales/report";
import { salesListPage, salesQueryOf } from "../sales/sales-list";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { csvDownload } from "./csv-download";
import { mondaysOf } from "./visits";

/** This London week and the 12 before it: each week's bookings and sales, and the 13 weeks' per source. */
export async function salesOverview(db: Database, today: string): Promise<SalesOverview> {
  const range = lastDays(today, 13 * 7);
  const mondays = mondaysOf(range.from, today).slice(-13);
  const from = mondays[0] ?? today;
  const [weeks, sources] = await Promise.all([weeklySales(db, mondays), salesBySource(db, { from, to: today })]);
  return { from, to: today, weeks: weeks.reverse(), sources };
}

/** /admin/api/sales: bookings and sales as the webhooks reported them, by week and by source; /list: each one, a screen at a time; /export.csv?kind=sale|booking. */
export function createSalesApi(db: Database, secure: boolean) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  api.get("/", async (c) => c.json(await salesOverview(db, dayOf(new Date()))));
  api.get("/list", async (c) => {
    const query = salesQueryOf((name) => c.req.query(name));
    if ("error" in query) return refuse(c, 400, { message: query.error });
    return c.json(await salesListPage(db, query));
  });
  // The same files as `npm run export -- sales` and `-- bookings`.
  api.get("/export.csv", async (c) => {
    const kind = c.req.query("kind") === "booking" ? "booking" : "sale";
    const rows = await db.query(salesExportSql(kind));
    return csvDownload(c, kind === "sale" ? "sales" : "bookings", salesExportColumns, rows);
  });
  return api;
}
