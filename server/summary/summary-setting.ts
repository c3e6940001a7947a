import type { WeeklySummarySetting } from "../../app/admin/health/types";
import type { Queryable } from "../storage/db";

/** Whether the Monday summary goes out: the coach's choice once she made one, else `byDefault` (WEEKLY_SUMMARY). */
export async function weeklySummarySetting(db: Queryable, byDefault: boolean): Promise<Omit<WeeklySummarySetting, "sendsMail">> {
  const [row] = await db.query("select enabled, changed_at from public.weekly_summary_setting");
  if (!row) return { enabled: byDefault, changedAt: null };
  return { enabled: row.enabled === true, changedAt: new Date(String(row.changed_at)).toISOString() };
}

/** Records the coach's choice, by whom, replacing the one before. */
export async function chooseWeeklySummary(db: Queryable, enabled: boolean, by: string): Promise<void> {
  await db.query(
    `insert into public.weekly_summary_setting (only_row, enabled, changed_at, changed_by) values (true, $1, now(), $2)
     on conflict (only_row) do update set enabled = excluded.enabled, changed_at = excluded.changed_at, changed_by = excluded.changed_by`,
    [enabled, by],
  );
}
