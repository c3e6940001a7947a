import type { SettingField } from "~/content/site-settings";

/**
 * What the Your details screen's API answers (/admin/api/settings, server/settings/): the types the server returns and the screen reads.
 * Timestamps are ISO strings, as they arrive in JSON.
 */

/** One change of the coach's settings (/admin/settings): who, when, old → new (null: the default of site.ts). */
export interface SettingChange {
  id: number;
  key: string;
  label: string;
  /** The value before the change: the one saved, or the default's own text when none was. */
  oldValue: string;
  /** The value after it, likewise (an undo may put the default back). */
  newValue: string;
  changedBy: string;
  changedAt: string;
  /** Whether a later change undid this one. */
  undone: boolean;
  /** The change this one undid, if it is an undo. */
  undoes: number | null;
}

/** A field of the settings screen with the value the site uses now. */
export interface SettingFieldState extends SettingField {
  value: string;
  /** Still the invented value of site.ts: listed by the launch checklist. */
  isSample: boolean;
}

/** GET /admin/api/settings. */
export interface SiteSettingsScreen {
  fields: SettingFieldState[];
  history: SettingChange[];
}
