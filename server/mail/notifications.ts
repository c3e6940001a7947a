import type { Database } from "../storage/db";
import { type MailHandlerTuning, type MailSettings, mailHandlers, type RenderedWhenSent } from "./handlers";
import { createNotifier, type Notifier, type NotifierOptions } from "./notifier";
import { createNotificationQueue, createOutbox, type NotificationQueue } from "./outbox";

export interface NotificationSettings extends MailSettings {
  NOTIFY_SUBSCRIBERS: boolean;
  NOTIFY_MAX_PER_DAY?: number;
}

export type NotificationTuning = Pick<NotifierOptions, "retryDelaysMs" | "pollIntervalMs" | "claimMs" | "log"> &
  MailHandlerTuning;

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

/**
 * The outbox queue and its worker for the configured channels; none when no channel is configured. `renderedWhenSent`
 * hands in the senders of the kinds rendered as they go (the newsletter's editions).
 */
export function createNotifications(
  db: Database,
  settings: NotificationSettings,
  tuning: NotificationTuning = {},
  renderedWhenSent: RenderedWhenSent = {},
): Notifications | undefined {
  const { handlers, channels, close } = mailHandlers(db, settings, tuning, renderedWhenSent);
  if (channels.length === 0) return undefined;
  const { quotaPauseMs: _quotaPauseMs, ...notifierTuning } = tuning;
  const worker = createNotifier({ outbox: createOutbox(db), channels, handlers, ...notifierTuning });
  // Stopping the worker also closes the newsletter's kept-open SMTP connection.
  const notifier = { ...worker, stop: () => worker.stop().finally(close) };
  const queue = createNotificationQueue({
    channels,
    notifySubscribers: settings.NOTIFY_SUBSCRIBERS,
    maxPerDay: settings.NOTIFY_MAX_PER_DAY,
    onQueued: () => notifier.wake(),
  });
  return { queue, notifier, sendsMail: channels.includes("email") };
}
