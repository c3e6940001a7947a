import type { SavedSettings } from "./settings-overlay";

declare const __SITE_SETTINGS__: SavedSettings | undefined;

/**
 * The coach's saved settings the site is built with (decision 029): baked in by vite.config.ts
 * from CONTENT_DIR/site.json, or set on globalThis by scripts/build/saved-settings.ts for the
 * steps after React Router's build. None in a fresh clone, CI and tests: the defaults hold.
 */
export const savedSiteSettings: SavedSettings = typeof __SITE_SETTINGS__ === "undefined" ? {} : __SITE_SETTINGS__;
