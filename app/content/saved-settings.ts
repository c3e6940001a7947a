import type { SavedSettings } from "./settings-overlay";

/** The element a hydrating page carries the saved settings in (app/root.tsx), for the browser to read. */
export const savedSettingsElementId = "saved-settings";

/**
 * The coach's saved settings the pages are rendered with (decisions 029, 038). On the server, those the renderer
 * installed on `globalThis` before importing the content (server/site/render-worker.ts, or vite.config.ts for a
 * build with CONTENT_DIR); in the browser, those the page was rendered with, so a page hydrates with the very values
 * it shows, whatever the client bundle was built with. None in a fresh clone, CI and tests: the defaults hold.
 */
function readSavedSettings(): SavedSettings {
  const installed = (globalThis as { __SITE_SETTINGS__?: SavedSettings }).__SITE_SETTINGS__;
  if (installed || typeof document === "undefined") return installed ?? {};
  const text = document.getElementById(savedSettingsElementId)?.textContent;
  return text ? (JSON.parse(text) as SavedSettings) : {};
}

export const savedSiteSettings: SavedSettings = readSavedSettings();

/** The saved settings as the text of a `<script type="application/json">`: `<` escaped, so no value can end the element. */
export function savedSettingsScriptText(saved: SavedSettings): string {
  return JSON.stringify(saved).replace(/</g, "\\u003c");
}
