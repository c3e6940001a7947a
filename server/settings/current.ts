import { resourcesWithSettings } from "../../app/content/resources";
import type { Resource } from "../../app/content/schema";
import type { Sessions } from "../../app/content/sessions";
import type { SavedSettings } from "../../app/content/settings-overlay";
import { type Site, siteWith } from "../../app/content/site";
import type { Queryable } from "../storage/db";
import { savedSessions } from "./site-content-store";
import { savedSettings } from "./store";

/**
 * The content as it is with `saved` over the defaults of site.ts and resources.ts, and her `sessions` as their rows hold
 * them: what the build makes of it too.
 */
export function contentWith(saved: SavedSettings, sessions: Sessions): { site: Site; resources: Resource[] } {
  return { site: siteWith(saved, sessions), resources: resourcesWithSettings(saved) };
}

/**
 * Her details and links as they are now (decisions 029, 053): the defaults with her saved settings laid over them,
 * read from the database on each call — the `site` of `SiteContent` (server/publishing/site-content.ts), by the
 * same `contentWith`. What the e-mails that name her, her address and links, and the `/go/` redirects are handed.
 */
export async function siteOf(db: Queryable): Promise<Site> {
  const [saved, sessions] = await Promise.all([savedSettings(db), savedSessions(db)]);
  return siteWith(saved, sessions);
}
