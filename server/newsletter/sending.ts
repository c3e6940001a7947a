import type { Database, Row } from "../storage/db";

/** Milliseconds between two editions at `ratePerMinute` (NEWSLETTER_RATE_PER_MINUTE); 0: no limit. */
export const spacingMs = (ratePerMinute: number) => (ratePerMinute > 0 ? 60_000 / ratePerMinute : 0);

/** Who a send would go to now: confirmed subscribers whose address is not suppressed. */
const confirmedRecipients = `
  select s.email from public.subscribers s
  where s.status = 'confirmed'
    and not exists (select 1 from public.suppressed_addresses x where lower(x.email) = lower(s.email))`;

/**
 * The outbox rows for newly queued recipient rows (a CTE named `recipients` with id, issue_number,
 * email), one edition each, spaced `$spacing` milliseconds apart so the provider's rate is kept.
 */
const queueEditions = (spacing: string) => `
  insert into public.notification_outbox (channel, kind, source_id, payload, next_attempt_at)
  select 'email', 'newsletter', null, jsonb_build_object('recipientId', id, 'issue', issue_number, 'email', email),
         now() + (row_number() over (order by id) - 1) * ${spacing}::float8 * interval '1 millisecond'
  from recipients`;

export async function recipientCount(db: Database): Promise<number> {
  const [row] = await db.query(`select count(*)::int as count from (${confirmedRecipients}) as recipients`);
  return Number(row?.count ?? 0);
}

/**
 * Starts sending issue `issueNumber`: fixes its recipients (one row per confirmed address) and queues one
 * edition each in the outbox, in one statement. The send's own row is unique, so a second press, or a
 * second server, starts nothing: `started` is then false.
 */
export async function startSend(
  db: Database,
  issueNumber: number,
  ratePerMinute: number,
): Promise<{ started: boolean; recipients: number }> {
  const [row] = await db.query(
    `with send as (
       insert into public.newsletter_sends (issue_number) values ($1) on conflict do nothing returning issue_number
     ), recipients as (
       insert into public.newsletter_recipients (issue_number, email)
       select send.issue_number, confirmed.email from send cross join (${confirmedRecipients}) as confirmed
       on conflict do nothing
       returning id, issue_number, email
     ), queued as (${queueEditions("$2")})
     select (select count(*) from send)::int as started, (select count(*) from recipients)::int as recipients`,
    [issueNumber, spacingMs(ratePerMinute)],
  );
  return { started: Number(row?.started) === 1, recipients: Number(row?.recipients ?? 0) };
}

/**
 * Moves the issue's waiting editions: to `afterMs` from now, spaced again, or (null) out of the
 * worker's reach until the send is resumed.
 */
export async function rescheduleEditions(db: Database, issueNumber: number, afterMs: number | null, ratePerMinute: number) {
  await db.query(
    `update public.notification_outbox o
     set next_attempt_at = coalesce(now() + ($2::float8 + (waiting.rank - 1) * $3::float8) * interval '1 millisecond', 'infinity')
     from (
       select id, row_number() over (order by id) as rank from public.notification_outbox
       where kind = 'newsletter' and sent_at is null and payload->>'issue' = $1::text
     ) as waiting
     where o.id = waiting.id`,
    [issueNumber, afterMs, spacingMs(ratePerMinute)],
  );
}

/** Pauses the send with `reason`: until the coach resumes it, or by itself until `forMs` has passed. */
export async function pauseSend(db: Database, issueNumber: number, reason: string, forMs: number | null, ratePerMinute: number) {
  const [paused] = await db.query(
    `update public.newsletter_sends
     set paused_reason = $2, paused_until = now() + $3::float8 * interval '1 millisecond'
     where issue_number = $1 returning issue_number`,
    [issueNumber, reason, forMs],
  );
  if (paused) await rescheduleEditions(db, issueNumber, forMs, ratePerMinute);
  return paused !== undefined;
}

export async function resumeSend(db: Database, issueNumber: number, ratePerMinute: number) {
  const [resumed] = await db.query(
    `update public.newsletter_sends set paused_reason = null, paused_until = null, failures_in_a_row = 0
     where issue_number = $1 returning issue_number`,
    [issueNumber],
  );
  if (resumed) await rescheduleEditions(db, issueNumber, 0, ratePerMinute);
  return resumed !== undefined;
}

/** Queues again every failed recipient whose address is no longer suppressed; returns how many. */
export async function retryFailed(db: Database, issueNumber: number, ratePerMinute: number): Promise<number> {
  const [row] = await db.query(
    `with recipients as (
       update public.newsletter_recipients r set status = 'queued', error = null
       where issue_number = $1 and status = 'failed'
         and not exists (select 1 from public.suppressed_addresses x where lower(x.email) = lower(r.email))
       returning id, issue_number, email
     ), reset as (
       update public.newsletter_sends set failures_in_a_row = 0 where issue_number = $1 and exists (select 1 from recipients)
     ), queued as (${queueEditions("$2")})
     select count(*)::int as retried from recipients`,
    [issueNumber, spacingMs(ratePerMinute)],
  );
  return Number(row?.retried ?? 0);
}

export type SendState = "sending" | "paused" | "sent";

export interface SendProgress {
  issue: number;
  startedAt: string;
  state: SendState;
  pausedReason: string | null;
  /** When a paused send resumes by itself; null when the coach must resume it. */
  pausedUntil: string | null;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  /** When the last edition went out. */
  lastSentAt: string | null;
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString());

function toProgress(row: Row): SendProgress {
  const queued = Number(row.queued);
  return {
    issue: Number(row.issue_number),
    startedAt: iso(row.started_at) ?? "",
    state: row.paused_reason !== null ? "paused" : queued > 0 ? "sending" : "sent",
    pausedReason: (row.paused_reason as string | null) ?? null,
    pausedUntil: iso(row.paused_until),
    recipients: Number(row.recipients),
    queued,
    sent: Number(row.sent),
    failed: Number(row.failed),
    skipped: Number(row.skipped),
    lastSentAt: iso(row.last_sent_at),
  };
}

/** How every started send stands, by issue number. */
export async function sendProgress(db: Database): Promise<Map<number, SendProgress>> {
  const rows = await db.query(
    `select s.issue_number, s.started_at, s.paused_reason, s.paused_until,
            count(r.id)::int as recipients,
            (count(r.id) filter (where r.status = 'queued'))::int as queued,
            (count(r.id) filter (where r.status = 'sent'))::int as sent,
            (count(r.id) filter (where r.status = 'failed'))::int as failed,
            (count(r.id) filter (where r.status = 'skipped'))::int as skipped,
            max(r.sent_at) as last_sent_at
     from public.newsletter_sends s left join public.newsletter_recipients r on r.issue_number = s.issue_number
     group by s.issue_number order by s.issue_number`,
  );
  return new Map(rows.map((row) => [Number(row.issue_number), toProgress(row)]));
}
