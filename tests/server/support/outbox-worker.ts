import {
  createNotifications,
  type NotificationSettings,
  type Notifications,
  type NotificationTuning,
} from "../../../server/mail/notifications";
import { createNewsletterHandler } from "../../../server/newsletter/delivery";
import type { Database } from "../../../server/storage/db";

/**
 * A server's outbox worker as server/index.ts starts it, started: it sends through the SMTP server at `smtpUrl`,
 * telling `coach` of what arrives from the site's own address; `settings` add to these or change them.
 */
export function startOutboxWorker(
  db: Database,
  smtpUrl: string,
  coach: string,
  settings: Partial<NotificationSettings> = {},
  tuning: NotificationTuning = { pollIntervalMs: 25, log: () => undefined },
): Notifications {
  const worker = createNotifications(
    db,
    { SMTP_URL: smtpUrl, NOTIFY_TO: coach, NOTIFY_FROM: "site@example.com", NOTIFY_SUBSCRIBERS: false, ...settings },
    tuning,
    { newsletter: createNewsletterHandler },
  );
  if (!worker) throw new Error("SMTP is configured, so the outbox has a worker");
  worker.notifier.start();
  return worker;
}
