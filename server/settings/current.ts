import { type Site, siteWith } from "../../app/content/site";
import type { Queryable } from "../storage/db";
import { savedSessions } from "./site-content-store";
import { savedSettings } from "./store";

/**
 * Her details and links as they are now (decisions 029, 053): the defaults with her saved settings laid over them by
 * `siteWith`, the one derivation the build, the render and `SiteContent` use too (decision 071), read from the
 * database on each call. What the e-mails that name her, her address and links, and the `/go/` redirects are handed.
 */
export async function siteOf(db: Queryable): Promise<Site> {
  const [saved, sessions] = await Promise.all([savedSettings(db), savedSessions(db)]);
  return siteWith(saved, sessions);
}
