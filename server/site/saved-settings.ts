import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SavedSettings } from "../../app/content/site-settings";

/** The file the server writes the coach's saved settings to, in the content folder the build reads (decision 029). */
export const settingsFileName = "site.json";

/** The saved settings in CONTENT_DIR, or none when it is unset or holds no settings file. */
export function readSavedSettings(contentDir = process.env.CONTENT_DIR): SavedSettings {
  const file = contentDir ? path.resolve(contentDir, settingsFileName) : undefined;
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as SavedSettings) : {};
}

/** Makes the content modules imported after this one (outside Vite) read the saved settings, as the Vite build does. */
export function applySavedSettingsOutsideVite() {
  (globalThis as { __SITE_SETTINGS__?: SavedSettings }).__SITE_SETTINGS__ = readSavedSettings();
}
