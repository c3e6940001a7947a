import { countedLinkTargets } from "../../app/lib/counted-links";
import type { Notifications } from "../mail/notifications";
import type { Database } from "../storage/db";
import { createWeeklySummary } from "../summary/weekly-summary";
import { createSiteCounter, type SiteCounter } from "./site-counter";

export interface AnalyticsSettings {
  COUNT_VISITS: boolean;
  WEEKLY_SUMMARY: boolean;
  PUBLIC_ORIGIN: string;
  NOTIFY_TO: string;
}

/** The outside pages a visitor returns from (booking, checkout, quiz, downloads): such a return starts no new visit. */
export function returnHosts(): string[] {
  const hosts = [...countedLinkTargets().values()].map((url) => new URL(url).hostname);
  return [...new Set([...hosts, "checkout.stripe.com"])];
}

/** The visit counter and the Monday summary, as the settings ask; `stop` saves the last counts. */
export function startAnalytics(db: Database, settings: AnalyticsSettings, notifications: Notifications | undefined) {
  const siteCounter: SiteCounter | undefined = settings.COUNT_VISITS
    ? createSiteCounter({ db, publicOrigin: settings.PUBLIC_ORIGIN, returnHosts: returnHosts() })
    : undefined;
  siteCounter?.start();
  // Whether it goes out is the coach's choice on the Health screen, looked up each Monday; WEEKLY_SUMMARY is the default.
  const summary = notifications?.sendsMail
    ? createWeeklySummary({
        db,
        to: settings.NOTIFY_TO,
        publicOrigin: settings.PUBLIC_ORIGIN,
        enabledByDefault: settings.WEEKLY_SUMMARY,
        wake: notifications.notifier.wake,
      })
    : undefined;
  if (!summary) console.log("The Monday summary e-mail is off: it needs SMTP_URL.");
  summary?.start();
  return {
    siteCounter,
    async stop() {
      summary?.stop();
      await siteCounter?.stop();
    },
  };
}
