/**
 * The notification outbox: the only code that inserts into, updates or deletes from
 * `public.notification_outbox`. Everything that sends mail queues it here, in the transaction
 * that makes the mail necessary, and the worker (notifier.ts) claims and marks it here.
 * Where each kind of mail is sent from: handlers.ts.
 */
import type { FailingNotification, OutboxStanding } from "../../app/admin/health/types";
import type { ContactMessageInput, SubscriberInput } from "../../app/lib/validation";
import type { Database, Queryable, Row } from "../storage/db";

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

export type MailKind = NotificationSubject["kind"];

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

const kindOfTable: Record<string, "contact_message" | "subscriber"> = {
  contact_messages: "contact_message",
  subscribers: "subscriber",
};

/** What the insert API asks of the outbox: how to queue a new row's notifications. */
export interface NotificationQueue {
  /** The step to run as the owner in the insert's transaction; none when this table is not notified. */
  queueFor(table: string, row: Record<string, string>): ((tx: Queryable) => Promise<void>) | undefined;
  /** Called once the insert committed, so the worker sends now rather than at its next poll. */
  queued(): void;
}

/**
 * Queues the coach's notifications of a visitor's new row, one per channel, in the insert's
 * transaction. Past `maxPerDay` notifications in 24 hours they are queued "held": stored, never
 * due on their own, and summed up in the next hourly digest (see notification-digest.ts).
 */
export function createNotificationQueue(options: {
  channels: readonly Channel[];
  notifySubscribers: boolean;
  /** Notifications sent one by one per 24 hours (NOTIFY_MAX_PER_DAY); past it they wait for the digest. */
  maxPerDay?: number;
  onQueued: () => void;
}): NotificationQueue {
  const notifiedKinds = new Set<string>(["contact_message", ...(options.notifySubscribers ? ["subscriber"] : [])]);
  return {
    queueFor(table, row) {
      const kind = kindOfTable[table];
      if (kind === undefined || !notifiedKinds.has(kind)) return undefined;
      return async (tx) => {
        // currval: the id the insert just before, in this same transaction, was given.
        await tx.query(
          `insert into public.notification_outbox (channel, kind, source_id, payload, state)
           select channel, $1, currval(pg_get_serial_sequence($2, 'id')), $3::jsonb,
             case when (
               select count(distinct (kind, source_id)) from public.notification_outbox
               where kind in ('contact_message', 'subscriber') and created_at > now() - interval '1 day' and state <> 'held'
             ) >= $5 then 'held' else 'scheduled' end
           from unnest($4::text[]) as channel`,
          [kind, `public.${table}`, JSON.stringify(row), options.channels, options.maxPerDay ?? 200],
        );
      };
    },
    queued: options.onQueued,
  };
}

/**
 * Queues one prepared e-mail; call it inside the transaction that makes the e-mail necessary,
 * then wake the notifier. Sent only where SMTP is configured.
 */
export async function queueMail(tx: Queryable, mail: OutgoingMail): Promise<void> {
  await tx.query(
    `insert into public.notification_outbox (channel, kind, payload, recipient)
     values ('email', 'mail', $1::jsonb, lower($2))`,
    [JSON.stringify(mail), mail.to],
  );
}

/**
 * Queues prepared e-mails to people at the newsletter's pace, `spacingMs` apart and after the editions already
 * waiting, so they count against the same provider quota as an issue's send. Call it inside the transaction that
 * makes them necessary, then wake the notifier.
 */
export async function queuePacedMails(tx: Queryable, mails: readonly OutgoingMail[], spacingMs: number): Promise<void> {
  if (mails.length === 0) return;
  await tx.query(
    `with after as (
       select greatest(now(), coalesce(max(next_attempt_at), now())) as at from public.notification_outbox
       where kind = 'newsletter' and sent_at is null and state = 'scheduled'
     )
     insert into public.notification_outbox (channel, kind, payload, recipient, next_attempt_at)
     select 'email', 'mail', m.mail, lower(m.mail->>'to'), after.at + (m.position - 1) * $2::float8 * interval '1 millisecond'
     from jsonb_array_elements($1::jsonb) with ordinality as m(mail, position), after`,
    [JSON.stringify(mails), spacingMs],
  );
}

/**
 * A WITH clause (named `dropped_mail`) that drops the unsent prepared e-mails whose Message-ID starts with
 * `messageIdPrefix` (a constant, not what anyone typed) to the addresses the clause `chosen` returns: what an
 * unsubscribe stops at once.
 */
export function unsentMailDroppedClause(chosen: string, messageIdPrefix: string): string {
  if (!/^[<a-z-]+$/.test(messageIdPrefix)) throw new Error("A Message-ID prefix is letters and dashes.");
  return `dropped_mail as (
      delete from public.notification_outbox
      where kind = 'mail' and sent_at is null and recipient in (select lower(email) from ${chosen})
        and payload->>'messageId' like '${messageIdPrefix}%'
    )`;
}

/** Queues one edition per recipient row, in their order, `spacingMs` apart so the provider's rate is kept. */
export async function queueEditions(tx: Queryable, deliveries: readonly NewsletterDelivery[], spacingMs: number) {
  if (deliveries.length === 0) return;
  await tx.query(
    `insert into public.notification_outbox (channel, kind, payload, recipient, next_attempt_at)
     select 'email', 'newsletter', jsonb_build_object('recipientId', id, 'issue', issue, 'email', email), lower(email),
            now() + (position - 1) * $4::float8 * interval '1 millisecond'
     from unnest($1::bigint[], $2::int[], $3::text[]) with ordinality as d(id, issue, email, position)`,
    [deliveries.map((d) => d.recipientId), deliveries.map((d) => d.issue), deliveries.map((d) => d.email), spacingMs],
  );
}

/**
 * Moves an issue's waiting editions: to `afterMs` from now, `spacingMs` apart, or (null) paused,
 * out of the worker's reach until the send is resumed.
 */
export async function rescheduleEditions(db: Queryable, issue: number, afterMs: number | null, spacingMs: number) {
  await db.query(
    `update public.notification_outbox o
     set state = case when $2::float8 is null then 'paused' else 'scheduled' end,
         next_attempt_at = now() + (coalesce($2::float8, 0) + (waiting.rank - 1) * $3::float8) * interval '1 millisecond'
     from (
       select id, row_number() over (order by id) as rank from public.notification_outbox
       where kind = 'newsletter' and sent_at is null and payload->>'issue' = $1::text
     ) as waiting
     where o.id = waiting.id`,
    [issue, afterMs, spacingMs],
  );
}

/**
 * Marks every held notification summed up and returns how many messages (or sign-ups) they were
 * about; the caller queues the digest in the same transaction, so each is counted in one digest.
 */
export async function sumUpHeldNotifications(tx: Queryable): Promise<number> {
  const [row] = await tx.query(
    `with summed as (
       update public.notification_outbox set sent_at = now(), last_error = 'summed up in a digest e-mail'
       where sent_at is null and state = 'held'
       returning kind, source_id
     )
     select count(distinct (kind, source_id))::int as messages from summed`,
  );
  return Number(row?.messages ?? 0);
}

/** Empties what was sent before `sentBefore` (the privacy notice's 30 days); returns how many rows. */
export async function emptySentPayloads(db: Queryable, sentBefore: Date): Promise<number> {
  const rows = await db.query(
    `update public.notification_outbox set payload = '{}'::jsonb, recipient = null
     where sent_at < $1::timestamptz and (payload <> '{}'::jsonb or recipient is not null) returning 1`,
    [sentBefore.toISOString()],
  );
  return rows.length;
}

/**
 * Erasure: drops the unsent mail for `email` and empties the sent, and the coach's notifications
 * about a row `email` sent. Matches the address exactly; returns how many rows.
 */
export async function forgetMailOf(db: Queryable, email: string): Promise<number> {
  const [row] = await db.query(
    `with theirs as (
       select id from public.notification_outbox
       where recipient = lower($1)
          or (kind in ('contact_message', 'subscriber') and lower(payload->>'email') = lower($1))
     ), unsent as (
       delete from public.notification_outbox where id in (select id from theirs) and sent_at is null returning 1
     ), emptied as (
       update public.notification_outbox set payload = '{}'::jsonb, recipient = null
       where id in (select id from theirs) and sent_at is not null returning 1
     )
     select (select count(*) from unsent) + (select count(*) from emptied) as forgotten`,
    [email],
  );
  return Number(row?.forgotten ?? 0);
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
  /** Marks it sent, with `record` (the handler's own record of the send) in the same transaction. */
  markSent(id: number, record?: (tx: Queryable) => Promise<void>): Promise<void>;
  /** Records the error and releases the claim; the notification is due again in `retryInMs` (null: paused until re-scheduled). */
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

const markSentSql = "update public.notification_outbox set sent_at = now(), claimed_until = null where id = $1";

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
               and state = 'scheduled'
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
    async markSent(id, record) {
      if (!record) {
        await db.query(markSentSql, [id]);
        return;
      }
      // The handler's record first: a newsletter edition's locks its send's row, which a pause locks before the
      // outbox rows it moves. In the other order the two deadlocked on PostgreSQL, and an edition the mail server
      // had received was neither marked sent nor recorded, so it went again after the resume.
      await db.transaction(async (tx) => {
        await record(tx);
        await tx.query(markSentSql, [id]);
      });
    },
    async markFailed(id, error, retryInMs) {
      await db.query(
        `update public.notification_outbox
         set claimed_until = null, last_error = $2,
           state = case when $3::float8 is null then 'paused' else 'scheduled' end,
           next_attempt_at = now() + coalesce($3::float8, 0) * interval '1 millisecond'
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

/** How the outbox stands, for the back office: waiting, sent in the last 7 days, and the failing with their errors. */
export async function outboxStanding(db: Queryable): Promise<OutboxStanding> {
  const [[counts], failing] = await Promise.all([
    db.query(
      `select (count(*) filter (where sent_at is null and last_error is null))::int as queued,
              (count(*) filter (where sent_at > now() - interval '7 days'))::int as sent_last_7_days
       from public.notification_outbox`,
    ),
    db.query(
      `select id, kind, channel, created_at, attempts, last_error, next_attempt_at
       from public.notification_outbox where sent_at is null and last_error is not null
       order by created_at limit 50`,
    ),
  ]);
  return {
    queued: Number(counts?.queued ?? 0),
    sentLast7Days: Number(counts?.sent_last_7_days ?? 0),
    failing: failing as unknown as FailingNotification[],
  };
}

export interface NotificationTrouble {
  /** Unsent notifications whose last attempt failed. */
  failing: number;
  lastError: string | null;
}

/** Unsent notifications whose attempts failed; with `olderThanHours`, only those queued over that long ago. */
export async function notificationTrouble(db: Queryable, olderThanHours = 0): Promise<NotificationTrouble> {
  const [row] = await db.query(
    `select count(*) as failing, (array_agg(last_error order by id desc))[1] as last_error
     from public.notification_outbox
     where sent_at is null and last_error is not null and created_at <= now() - $1::float8 * interval '1 hour'`,
    [olderThanHours],
  );
  return { failing: Number(row?.failing ?? 0), lastError: (row?.last_error as string | null | undefined) ?? null };
}
