import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SavedSettings } from "./settings-overlay";

/** The file a developer's CONTENT_DIR may hold the coach's saved settings in, for a full build (decision 029). */
export const settingsFileName = "site.json";

/** The saved settings in CONTENT_DIR, or none when it is unset or holds no settings file (a fresh clone, CI). */
export function savedSettingsInContentDir(contentDir = process.env.CONTENT_DIR): SavedSettings {
  const file = contentDir ? path.resolve(contentDir, settingsFileName) : undefined;
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as SavedSettings) : {};
}
