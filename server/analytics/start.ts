import type { Resource } from "../../app/content/resources";
import type { Site } from "../../app/content/site";
import { countedLinkTargets } from "../../app/lib/counted-links";
import { siteOf } from "../settings/current";
import { savedKind } from "../settings/site-content-store";
import type { Database } from "../storage/db";
import { createSiteCounter, type SiteCounter } from "./site-counter";

export interface AnalyticsSettings {
  COUNT_VISITS: boolean;
  PUBLIC_ORIGIN: string;
}

/** How often her links are read again, so a booking or checkout link she changes is a return within the half-minute. */
const linksReadEveryMs = 30_000;

/** The outside pages of her links a visitor returns from (booking, checkout, quiz, downloads): such a return starts no new visit. */
export function returnHosts(site: Site, resources: readonly Resource[]): string[] {
  const hosts = [...countedLinkTargets(site, resources).values()]
    .filter((url) => url.startsWith("https://"))
    .map((url) => new URL(url).hostname);
  return [...new Set([...hosts, "checkout.stripe.com"])];
}

/** The visit counter, as the settings ask, knowing her links as saved (decision 071); `stop` saves the last counts. */
export async function startAnalytics(db: Database, settings: AnalyticsSettings) {
  if (!settings.COUNT_VISITS) return { siteCounter: undefined, async stop() {} };
  /** Her links now: her details, sessions and the downloads of her resources. */
  const hostsNow = async () => {
    const [site, resources] = await Promise.all([siteOf(db), savedKind(db, "resources")]);
    return returnHosts(site, resources.library);
  };
  let hosts = await hostsNow();
  const siteCounter: SiteCounter = createSiteCounter({ db, publicOrigin: settings.PUBLIC_ORIGIN, returnHosts: () => hosts });
  const reread = setInterval(() => {
    hostsNow().then(
      (now) => {
        hosts = now;
      },
      () => undefined,
    );
  }, linksReadEveryMs);
  reread.unref();
  siteCounter.start();
  return {
    siteCounter,
    async stop() {
      clearInterval(reread);
      await siteCounter.stop();
    },
  };
}
