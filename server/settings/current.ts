import { defaultResources, resourcesWithSettings } from "../../app/content/resources";
import type { Resource } from "../../app/content/schema";
import { type SavedSettings, withSettings } from "../../app/content/settings-overlay";
import { defaultSite, type Site, siteSchema } from "../../app/content/site";
import type { Queryable } from "../storage/db";
import { savedSettings } from "./store";

/** The content as it is with `saved` over the defaults of site.ts and resources.ts: what the build makes of it too. */
export function contentWith(saved: SavedSettings): { site: Site; resources: Resource[] } {
  return { site: siteSchema.parse(withSettings(defaultSite, saved)), resources: resourcesWithSettings(saved) };
}

let current = { saved: {} as SavedSettings, site: defaultSite, resources: defaultResources };

/**
 * The coach's details and links as the server uses them at run time (decision 029): the e-mails
 * that name her, her address and links, and the `/go/` redirects. The one place the server reads
 * them; refreshed at start, after every save or undo, and on publishing's check every few seconds
 * (so a second server catches up).
 */
export function siteNow(): Site {
  return current.site;
}

/** The saved settings the server last read. */
export function savedSettingsNow(): SavedSettings {
  return current.saved;
}

/** Reads the saved settings again; returns them. */
export async function refreshSiteSettings(db: Queryable): Promise<SavedSettings> {
  const saved = await savedSettings(db);
  current = { saved, ...contentWith(saved) };
  return saved;
}
