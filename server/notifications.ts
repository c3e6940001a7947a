import { site } from "../app/content/site";
import type { Database } from "./db";
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
}

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

function sendersFor(settings: NotificationSettings): Partial<Record<Channel, Sender>> {
  const senders: Partial<Record<Channel, Sender>> = {};
  if (settings.SMTP_URL) {
    senders.email = createEmailSender({
      smtpUrl: settings.SMTP_URL,
      to: settings.NOTIFY_TO,
      from: settings.NOTIFY_FROM,
      siteName: site.brand,
      insecure: settings.SMTP_INSECURE,
    });
  }
  if (settings.NOTIFY_WEBHOOK_URL) senders.webhook = createWebhookSender(settings.NOTIFY_WEBHOOK_URL);
  return senders;
}

/** The outbox queue and its worker for the configured channels; none when no channel is configured. */
export function createNotifications(
  db: Database,
  settings: NotificationSettings,
  tuning: Pick<NotifierOptions, "retryDelaysMs" | "pollIntervalMs" | "claimMs" | "log"> = {},
): Notifications | undefined {
  const senders = sendersFor(settings);
  const channels = Object.keys(senders) as Channel[];
  if (channels.length === 0) return undefined;
  const notifier = createNotifier({ outbox: createOutbox(db), senders, ...tuning });
  const queue = createNotificationQueue({
    channels,
    notifySubscribers: settings.NOTIFY_SUBSCRIBERS,
    maxPerDay: settings.NOTIFY_MAX_PER_DAY,
    onQueued: () => notifier.wake(),
  });
  return { queue, notifier, sendsMail: senders.email !== undefined };
}
