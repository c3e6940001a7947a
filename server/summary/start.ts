import type { Notifications } from "../mail/notifications";
import type { Database } from "../storage/db";
import { createWeeklySummary } from "./weekly-summary";

export interface WeeklySummarySettings {
  WEEKLY_SUMMARY: boolean;
  PUBLIC_ORIGIN: string;
  NOTIFY_TO: string;
}

/** The Monday summary, when e-mail goes out; `stop` ends its timer. */
export function startWeeklySummary(db: Database, settings: WeeklySummarySettings, notifications: Notifications | undefined) {
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
  return { stop: () => summary?.stop() };
}
