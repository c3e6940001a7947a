import { site } from "../../app/content/site";
import { createNewsletterSender } from "../newsletter/delivery";
import type { Database } from "../storage/db";
import { createEmailSender } from "./notification-email";
import { createWebhookSender } from "./notification-webhook";
import { createNotifier, type Notifier, type NotifierOptions, type Sender } from "./notifier";
import { type Channel, createNotificationQueue, createOutbox, type NotificationQueue } from "./outbox";

export interface NotificationSettings {
  SMTP_URL?: string;
  NOTIFY_TO: string;
  NOTIFY_FROM: string;
  NOTIFY_WEBHOOK_URL?: string;
  NOTIFY_SUBSCRIBERS: boolean;
  NOTIFY_MAX_PER_DAY?: number;
  SMTP_INSECURE?: boolean;
  /** The sender of newsletter editions; NOTIFY_FROM by default. */
  NEWSLETTER_FROM?: string;
  /** Newsletter editions sent per minute; 0: no limit. */
  NEWSLETTER_RATE_PER_MINUTE?: number;
  /** Where the links in newsletter editions point. */
  PUBLIC_ORIGIN?: string;
}

export type NotificationTuning = Pick<NotifierOptions, "retryDelaysMs" | "pollIntervalMs" | "claimMs" | "log"> & {
  /** How long a newsletter send waits after the provider refuses more mail for now. */
  quotaPauseMs?: number;
};

export interface Notifications {
  /** For the insert API: queues notifications in the insert's transaction. */
  queue: NotificationQueue;
  /** The worker that sends them; started by the caller. */
  notifier: Notifier;
  /** Whether e-mail is configured, so that queued prepared e-mails (kind "mail") will go out. */
  sendsMail: boolean;
}

export const notificationsOffMessage =
  "Notifications are off: set SMTP_URL and/or NOTIFY_WEBHOOK_URL to be told about new messages.";

function sendersFor(db: Database, settings: NotificationSettings, tuning: NotificationTuning) {
  const senders: Partial<Record<Channel, Sender>> = {};
  let close: () => void = () => undefined;
  let prepare: NotifierOptions["prepare"];
  if (settings.SMTP_URL) {
    const notificationEmail = createEmailSender({
      smtpUrl: settings.SMTP_URL,
      to: settings.NOTIFY_TO,
      from: settings.NOTIFY_FROM,
      siteName: site.brand,
      insecure: settings.SMTP_INSECURE,
    });
    const newsletter = createNewsletterSender({
      db,
      smtpUrl: settings.SMTP_URL,
      insecure: settings.SMTP_INSECURE,
      from: settings.NEWSLETTER_FROM ?? settings.NOTIFY_FROM,
      publicOrigin: settings.PUBLIC_ORIGIN ?? "http://localhost:3000",
      ratePerMinute: settings.NEWSLETTER_RATE_PER_MINUTE ?? 60,
      quotaPauseMs: tuning.quotaPauseMs,
      log: tuning.log,
    });
    senders.email = (notification) =>
      notification.kind === "newsletter" ? newsletter.send(notification) : notificationEmail(notification);
    close = newsletter.close;
    prepare = newsletter.prepareBatch;
  }
  if (settings.NOTIFY_WEBHOOK_URL) senders.webhook = createWebhookSender(settings.NOTIFY_WEBHOOK_URL);
  return { senders, close, prepare };
}

/** The outbox queue and its worker for the configured channels; none when no channel is configured. */
export function createNotifications(
  db: Database,
  settings: NotificationSettings,
  tuning: NotificationTuning = {},
): Notifications | undefined {
  const { senders, close, prepare } = sendersFor(db, settings, tuning);
  const channels = Object.keys(senders) as Channel[];
  if (channels.length === 0) return undefined;
  const { quotaPauseMs: _quotaPauseMs, ...notifierTuning } = tuning;
  const worker = createNotifier({ outbox: createOutbox(db), senders, prepare, ...notifierTuning });
  // Stopping the worker also closes the newsletter's kept-open SMTP connection.
  const notifier = { ...worker, stop: () => worker.stop().finally(close) };
  const queue = createNotificationQueue({
    channels,
    notifySubscribers: settings.NOTIFY_SUBSCRIBERS,
    maxPerDay: settings.NOTIFY_MAX_PER_DAY,
    onQueued: () => notifier.wake(),
  });
  return { queue, notifier, sendsMail: senders.email !== undefined };
}
