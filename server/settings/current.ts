import { type SavedSettings, withSettings } from "../../app/content/settings-overlay";
import { defaultSite, type Site, siteSchema } from "../../app/content/site";
import type { Queryable } from "../storage/db";
import { savedSettings } from "./store";

/** The content as it is with `saved` over the defaults of site.ts: what the build makes of it too. */
export function contentWith(saved: SavedSettings): { site: Site } {
  return { site: siteSchema.parse(withSettings(defaultSite, saved)) };
}

/** The last site made, and the saved settings it was made from: they change far less often than e-mails go out. */
let last: { from: string; site: Site } | undefined;

/**
 * Her details and links as they are now (decisions 029, 053): the defaults with her saved settings laid over them,
 * read from the database on each call — the `site` of `SiteContent` (server/publishing/site-content.ts), by the
 * same `contentWith`. What the e-mails that name her, her address and links, and the `/go/` redirects are handed.
 */
export async function siteOf(db: Queryable): Promise<Site> {
  const saved = await savedSettings(db);
  const from = JSON.stringify(saved);
  if (last?.from !== from) last = { from, site: contentWith(saved).site };
  return last.site;
}
