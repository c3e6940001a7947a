/**
 * Every kind of outgoing mail, and the one handler that sends each. Where to queue a new kind of e-mail:
 * - A message whose subject and text are known when it is queued (a sign-in link, a confirmation, a
 *   summary) is a prepared e-mail, kind "mail": call `queueMail(tx, mail)` from outbox.ts in the
 *   transaction that makes it necessary, then wake the notifier. Nothing to register.
 * - A message rendered when it is sent (a newsletter edition): add its kind and payload to
 *   `NotificationSubject` in outbox.ts (and to the outbox's kind check, in a migration), a function
 *   there that queues it, and a place for its sender in `RenderedWhenSent` below, which its owner hands
 *   in (server/index.ts hands the newsletter's): mail/ renders no one's content. The worker (notifier.ts)
 *   needs no change.
 */

import { siteOf } from "../settings/current";
import type { Database } from "../storage/db";
import { createEmailSender } from "./notification-email";
import { createWebhookSender } from "./notification-webhook";
import type { MailHandler } from "./notifier";
import type { Channel, MailKind, QueuedNotification } from "./outbox";

export interface MailSettings {
  SMTP_URL?: string;
  NOTIFY_TO: string;
  NOTIFY_FROM: string;
  NOTIFY_WEBHOOK_URL?: string;
  SMTP_INSECURE?: boolean;
  /** The sender of newsletter editions; NOTIFY_FROM by default. */
  NEWSLETTER_FROM?: string;
  /** Newsletter editions sent per minute; 0: no limit. */
  NEWSLETTER_RATE_PER_MINUTE?: number;
  /** Where the links in newsletter editions and the coach's notifications point. */
  PUBLIC_ORIGIN?: string;
}

export interface MailHandlerTuning {
  /** How long a newsletter send waits after the provider refuses more mail for now. */
  quotaPauseMs?: number;
  log?: (message: string) => void;
}

/** What a sender of mail rendered when it is sent is given: the SMTP connection's settings and the send's pace. */
export interface RenderedMailSettings {
  db: Database;
  smtpUrl: string;
  insecure?: boolean;
  from: string;
  publicOrigin: string;
  ratePerMinute: number;
  quotaPauseMs?: number;
  log?: (message: string) => void;
}

/** The senders of the kinds rendered when they are sent, each handed in by the folder that owns that content. */
export interface RenderedWhenSent {
  /** The newsletter's edition sender (server/newsletter/delivery.ts); without it, editions wait in the outbox. */
  newsletter?: (settings: RenderedMailSettings) => MailHandler & { close(): void };
}

type Send = (notification: QueuedNotification) => Promise<undefined>;

/** The coach's notifications of a new message or subscriber, on whichever channel each was queued for. */
function coachNotification(byChannel: Partial<Record<Channel, Send>>): MailHandler {
  return {
    send(notification) {
      const send = byChannel[notification.channel];
      if (!send) throw new Error(`No ${notification.channel} channel is configured.`);
      return send(notification);
    },
  };
}

/** The handler of each kind, for the channels configured; `close` ends their kept-open connections. */
export function mailHandlers(
  db: Database,
  settings: MailSettings,
  tuning: MailHandlerTuning = {},
  renderedWhenSent: RenderedWhenSent = {},
) {
  const byChannel: Partial<Record<Channel, Send>> = {};
  const handlers: Partial<Record<MailKind, MailHandler>> = {};
  let close: () => void = () => undefined;
  if (settings.SMTP_URL) {
    const publicOrigin = settings.PUBLIC_ORIGIN ?? "http://localhost:3000";
    const email = createEmailSender({
      smtpUrl: settings.SMTP_URL,
      to: settings.NOTIFY_TO,
      from: settings.NOTIFY_FROM,
      currentSite: () => siteOf(db),
      publicOrigin,
      insecure: settings.SMTP_INSECURE,
    });
    const newsletter = renderedWhenSent.newsletter?.({
      db,
      smtpUrl: settings.SMTP_URL,
      insecure: settings.SMTP_INSECURE,
      from: settings.NEWSLETTER_FROM ?? settings.NOTIFY_FROM,
      publicOrigin,
      ratePerMinute: settings.NEWSLETTER_RATE_PER_MINUTE ?? 60,
      quotaPauseMs: tuning.quotaPauseMs,
      log: tuning.log,
    });
    byChannel.email = email;
    handlers.mail = { send: email };
    if (newsletter) {
      handlers.newsletter = newsletter;
      close = newsletter.close;
    }
  }
  if (settings.NOTIFY_WEBHOOK_URL) byChannel.webhook = createWebhookSender(settings.NOTIFY_WEBHOOK_URL);
  handlers.contact_message = coachNotification(byChannel);
  handlers.subscriber = coachNotification(byChannel);
  return { handlers, channels: Object.keys(byChannel) as Channel[], close };
}
