import type { ContactMessageInput, SubscriberInput } from "../../app/lib/validation";
import type { Database, Row, Statement } from "../storage/db";

/** The ways the coach can be told: each queued notification is for one of them. */
export const channels = ["email", "webhook"] as const;
export type Channel = (typeof channels)[number];

/**
 * A whole e-mail to one person (a sign-in link, a confirmation, a newsletter edition…),
 * queued as it will be sent. The sender is NOTIFY_FROM unless `from` says otherwise.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A stable Message-ID (with its angle brackets), so a resend after a crash is recognisably the same message. */
  messageId?: string;
}

/** One newsletter edition to send: the recipient row it is for (see server/newsletter), rendered when sent. */
export interface NewsletterDelivery {
  recipientId: number;
  issue: number;
  email: string;
}

/** What a notification is about: a new row, with the fields the visitor sent, a prepared e-mail or a newsletter edition. */
export type NotificationSubject =
  | { kind: "contact_message"; fields: ContactMessageInput }
  | { kind: "subscriber"; fields: SubscriberInput }
  | { kind: "mail"; fields: OutgoingMail }
  | { kind: "newsletter"; fields: NewsletterDelivery };

/** A notification claimed from the outbox by one worker. */
export type QueuedNotification = NotificationSubject & {
  id: number;
  channel: Channel;
  /** The id of the contact message or subscriber; null for a prepared e-mail. */
  sourceId: number | null;
  createdAt: Date;
  /** Attempts so far, this one included. */
  attempts: number;
};

const kindOfTable: Record<string, NotificationSubject["kind"]> = {
  contact_messages: "contact_message",
  subscribers: "subscriber",
};

/** What the insert API asks of the outbox: the statement that queues a new row's notifications. */
export interface NotificationQueue {
  /** The owner statement to run in the insert's transaction; none when this table is not notified. */
  statementFor(table: string, row: Record<string, string>): Statement | undefined;
  /** Called once the insert committed, so the worker sends now rather than at its next poll. */
  queued(): void;
}

/**
 * A notification over the day's cap is queued "held back": stored, never due on its own, and
 * summed up in the next hourly digest instead (see notification-digest.ts).
 */
export const heldBack = "infinity";

export function createNotificationQueue(options: {
  channels: readonly Channel[];
  notifySubscribers: boolean;
  /** Notifications sent one by one per 24 hours (NOTIFY_MAX_PER_DAY); past it they wait for the digest. */
  maxPerDay?: number;
  onQueued: () => void;
}): NotificationQueue {
  const notifiedKinds = new Set<string>(["contact_message", ...(options.notifySubscribers ? ["subscriber"] : [])]);
  return {
    statementFor(table, row) {
      const kind = kindOfTable[table];
      if (kind === undefined || !notifiedKinds.has(kind)) return undefined;
      return {
        // currval: the id the insert just before, in this same transaction, was given.
        sql: `insert into public.notification_outbox (channel, kind, source_id, payload, next_attempt_at)
              select channel, $1, currval(pg_get_serial_sequence($2, 'id')), $3::jsonb,
                case when (
                  select count(distinct (kind, source_id)) from public.notification_outbox
                  where kind not in ('mail', 'newsletter') and created_at > now() - interval '1 day' and next_attempt_at <> '${heldBack}'
                ) >= $5 then '${heldBack}'::timestamptz else now() end
              from unnest($4::text[]) as channel`,
        params: [kind, `public.${table}`, JSON.stringify(row), options.channels, options.maxPerDay ?? 200],
      };
    },
    queued: options.onQueued,
  };
}

/**
 * The statement that queues one prepared e-mail; run it inside the transaction that makes the
 * e-mail necessary, then wake the notifier. Sent only where SMTP is configured.
 */
export function queueMailStatement(mail: OutgoingMail): Statement {
  return {
    sql: "insert into public.notification_outbox (channel, kind, source_id, payload) values ('email', 'mail', null, $1::jsonb)",
    params: [JSON.stringify(mail)],
  };
}

/** The worker's side of the outbox. */
export interface Outbox {
  /**
   * Takes up to `limit` due notifications for `forChannels`, oldest first, and claims them for
   * `claimMs`: no other worker, in this process or another server, gets them until then.
   */
  claimDue(forChannels: readonly Channel[], claimMs: number, limit: number): Promise<QueuedNotification[]>;
  /** Gives back claimed notifications that were not tried (the worker is stopping): due again at once, the attempt not counted. */
  release(ids: readonly number[]): Promise<void>;
  markSent(id: number): Promise<void>;
  /** Records the error and releases the claim; the notification is due again in `retryInMs` (null: only once re-scheduled). */
  markFailed(id: number, error: string, retryInMs: number | null): Promise<void>;
}

function toQueuedNotification(row: Row): QueuedNotification {
  return {
    id: Number(row.id),
    channel: row.channel as Channel,
    sourceId: row.source_id === null ? null : Number(row.source_id),
    createdAt: new Date(row.created_at as Date | string),
    attempts: Number(row.attempts),
    ...({ kind: row.kind, fields: row.payload } as NotificationSubject),
  };
}

export function createOutbox(db: Database): Outbox {
  return {
    async claimDue(forChannels, claimMs, limit) {
      const rows = await db.query(
        `with claimed as (
           update public.notification_outbox
           set claimed_until = now() + $2 * interval '1 millisecond', attempts = attempts + 1
           where id in (
             select id from public.notification_outbox
             where sent_at is null
               and next_attempt_at <= now()
               and (claimed_until is null or claimed_until <= now())
               and channel = any($1::text[])
             order by next_attempt_at, id
             limit $3
             for update skip locked
           )
           returning id, channel, kind, source_id, payload, created_at, attempts, next_attempt_at
         )
         select * from claimed order by next_attempt_at, id`,
        [forChannels, claimMs, limit],
      );
      return rows.map(toQueuedNotification);
    },
    async release(ids) {
      if (ids.length === 0) return;
      await db.query(
        `update public.notification_outbox set claimed_until = null, attempts = attempts - 1
         where id = any($1::bigint[]) and sent_at is null`,
        [ids],
      );
    },
    async markSent(id) {
      await db.query("update public.notification_outbox set sent_at = now(), claimed_until = null where id = $1", [id]);
    },
    async markFailed(id, error, retryInMs) {
      await db.query(
        `update public.notification_outbox
         set claimed_until = null, last_error = $2,
           next_attempt_at = coalesce(now() + $3::float8 * interval '1 millisecond', 'infinity'::timestamptz)
         where id = $1`,
        [id, error, retryInMs],
      );
    },
  };
}

/**
 * Frees the claims of a server that stopped mid-send. Only for the embedded database, which one
 * server alone may open: no other worker can hold a claim, so its notifications are due at once
 * rather than when the claim would have run out.
 */
export async function releaseClaimsOfStoppedServer(db: Database): Promise<void> {
  if (db.kind !== "pglite") return;
  await db.query(
    "update public.notification_outbox set claimed_until = null where sent_at is null and claimed_until is not null",
  );
}
