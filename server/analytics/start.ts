import { resourcesSeed } from "../../app/content/resources";
import { defaultSite } from "../../app/content/site";
import { countedLinkTargets } from "../../app/lib/counted-links";
import type { Database } from "../storage/db";
import { createSiteCounter, type SiteCounter } from "./site-counter";

export interface AnalyticsSettings {
  COUNT_VISITS: boolean;
  PUBLIC_ORIGIN: string;
}

/** The outside pages a visitor returns from (booking, checkout, quiz, downloads): such a return starts no new visit. */
export function returnHosts(): string[] {
  const hosts = [...countedLinkTargets(defaultSite, resourcesSeed.library).values()]
    .filter((url) => url.startsWith("https://"))
    .map((url) => new URL(url).hostname);
  return [...new Set([...hosts, "checkout.stripe.com"])];
}

/** The visit counter, as the settings ask; `stop` saves the last counts. */
export function startAnalytics(db: Database, settings: AnalyticsSettings) {
  const siteCounter: SiteCounter | undefined = settings.COUNT_VISITS
    ? createSiteCounter({ db, publicOrigin: settings.PUBLIC_ORIGIN, returnHosts: returnHosts() })
    : undefined;
  siteCounter?.start();
  return {
    siteCounter,
    async stop() {
      await siteCounter?.stop();
    },
  };
}
