import type { Context } from "hono";
import { toCsv } from "../csv";
import type { Row } from "../storage/db";

/** Answers with a CSV file the browser saves as `name-YYYY-MM-DD.csv`. */
export function csvDownload(c: Context, name: string, columns: readonly string[], rows: Row[]) {
  const date = new Date().toISOString().slice(0, 10);
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${name}-${date}.csv"`);
  return c.body(toCsv(columns, rows));
}
