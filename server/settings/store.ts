import type { SettingChange } from "../../app/admin/details/types";
import { type SavedSettings, type SettingValue, valueAt } from "../../app/content/settings-overlay";
import { defaultSite } from "../../app/content/site";
import { settingFieldByKey } from "../../app/content/site-settings";
import type { Database, Queryable, Row } from "../storage/db";

/** The default of a setting: its value in site.ts. */
export function defaultOf(key: string): SettingValue | null {
  const value = valueAt(defaultSite, key);
  return typeof value === "string" || typeof value === "number" ? value : null;
}

/** A stored text as the content's value: prices are numbers. */
function fromText(key: string, text: string): SettingValue {
  return settingFieldByKey.get(key)?.kind === "price" ? Number(text) : text;
}

/** Every value the coach has saved, by key (a key she never saved is absent and takes its default). */
export async function savedSettings(db: Queryable): Promise<SavedSettings> {
  const rows = await db.query("select key, value from public.site_settings order by key");
  return Object.fromEntries(
    rows
      .filter((row) => settingFieldByKey.has(String(row.key)))
      .map((row) => [row.key, fromText(String(row.key), String(row.value))]),
  );
}

/** Sets one value (null: back to the default) and records the change, in the transaction `tx`. */
async function setValue(
  tx: Queryable,
  key: string,
  oldValue: string | null,
  newValue: string | null,
  email: string,
  undoes?: number,
) {
  if (newValue === null) await tx.query("delete from public.site_settings where key = $1", [key]);
  else {
    await tx.query(
      `insert into public.site_settings (key, value, updated_by) values ($1, $2, $3)
       on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`,
      [key, newValue, email],
    );
  }
  await tx.query(
    "insert into public.site_setting_changes (key, old_value, new_value, changed_by, undoes) values ($1, $2, $3, $4, $5)",
    [key, oldValue, newValue, email, undoes ?? null],
  );
}

/** Saves every value that differs from what the site uses now; returns the keys changed. */
export async function saveSettings(db: Database, values: Record<string, SettingValue>, email: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(727333)");
    const saved = await savedSettings(tx);
    const changed: string[] = [];
    for (const [key, value] of Object.entries(values)) {
      const now = key in saved ? saved[key] : defaultOf(key);
      if (String(now) === String(value)) continue;
      await setValue(tx, key, key in saved ? String(saved[key]) : null, String(value), email);
      changed.push(key);
    }
    return changed;
  });
}

/** A value the history shows: the one saved, or for none (the default) the default's own text. */
const shownValue = (key: string, stored: unknown) => String(stored ?? defaultOf(key) ?? "");

const toChange = (row: Row): SettingChange => ({
  id: Number(row.id),
  key: String(row.key),
  label: settingFieldByKey.get(String(row.key))?.label ?? String(row.key),
  oldValue: shownValue(String(row.key), row.old_value),
  newValue: shownValue(String(row.key), row.new_value),
  changedBy: String(row.changed_by),
  changedAt: new Date(row.changed_at as string).toISOString(),
  undone: Boolean(row.undone),
  undoes: row.undoes === null ? null : Number(row.undoes),
});

/** The latest changes, newest first, each saying whether it has been undone. */
export async function settingHistory(db: Queryable, limit = 50): Promise<SettingChange[]> {
  const rows = await db.query(
    `select c.*, exists (select 1 from public.site_setting_changes u where u.undoes = c.id) as undone
     from public.site_setting_changes c order by c.changed_at desc, c.id desc limit $1`,
    [limit],
  );
  return rows.map(toChange);
}

export type UndoOutcome = "undone" | "missing" | "already-undone" | "changed-since";

/** Puts a setting back to what it was before change `id`, if it still holds what that change saved. */
export async function undoSettingChange(db: Database, id: number, email: string): Promise<UndoOutcome> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(727333)");
    const [change] = await tx.query(
      `select c.*, exists (select 1 from public.site_setting_changes u where u.undoes = c.id) as undone
       from public.site_setting_changes c where c.id = $1`,
      [id],
    );
    if (!change) return "missing";
    if (change.undone) return "already-undone";
    const key = String(change.key);
    const [row] = await tx.query("select value from public.site_settings where key = $1", [key]);
    const now = row ? String(row.value) : null;
    if (now !== (change.new_value === null ? null : String(change.new_value))) return "changed-since";
    await setValue(tx, key, now, change.old_value === null ? null : String(change.old_value), email, id);
    return "undone";
  });
}

export const settingExportColumns = ["key", "value", "source", "updated_at", "updated_by"];

/** Every setting the site uses now, saved or default, for `npm run export -- settings`. */
export async function liveSettingRows(db: Queryable): Promise<Row[]> {
  const rows = await db.query("select key, value, updated_at, updated_by from public.site_settings");
  const byKey = new Map(rows.map((row) => [String(row.key), row]));
  return [...settingFieldByKey.keys()].map((key) => {
    const row = byKey.get(key);
    return row
      ? {
          key,
          value: row.value,
          source: "saved",
          updated_at: new Date(row.updated_at as string).toISOString(),
          updated_by: row.updated_by,
        }
      : { key, value: defaultOf(key) ?? "", source: "default (app/content)", updated_at: "", updated_by: "" };
  });
}
