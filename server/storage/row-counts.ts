import type { Queryable } from "./db";

export interface RowCounts {
  total: number;
  /** Added since the start of this week (Monday). */
  thisWeek: number;
  /** Added since the first of this month. */
  thisMonth: number;
}

/**
 * How many rows a table of visitors' sendings holds, and how many were added this week and this month. Of subscribers,
 * those the coach imported or added (with the source she stated) count in the total but are not sign-ups of a week or month.
 */
export async function rowCounts(db: Queryable, table: "contact_messages" | "subscribers"): Promise<RowCounts> {
  const signedUp = table === "subscribers" ? "stated_source is null" : "true";
  const [row] = await db.query(
    `select count(*)::int as total,
            (count(*) filter (where created_at >= date_trunc('week', now()) and ${signedUp}))::int as this_week,
            (count(*) filter (where created_at >= date_trunc('month', now()) and ${signedUp}))::int as this_month
     from public.${table}`,
  );
  return { total: Number(row?.total ?? 0), thisWeek: Number(row?.this_week ?? 0), thisMonth: Number(row?.this_month ?? 0) };
}
