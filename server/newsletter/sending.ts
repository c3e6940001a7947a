import type { SendProgress } from "../../app/admin/newsletter/types";
import { type NewsletterDelivery, queueEditions, rescheduleEditions } from "../mail/outbox";
import type { Database, Row } from "../storage/db";

/** Milliseconds between two editions at `ratePerMinute` (NEWSLETTER_RATE_PER_MINUTE); 0: no limit. */
export const spacingMs = (ratePerMinute: number) => (ratePerMinute > 0 ? 60_000 / ratePerMinute : 0);

/** Who a send would go to now: confirmed subscribers whose address is not suppressed. */
const confirmedRecipients = `
  select s.email from public.subscribers s
  where s.status = 'confirmed'
    and not exists (select 1 from public.suppressed_addresses x where lower(x.email) = lower(s.email))`;

/** The recipient rows just fixed, in the order they were, as the outbox queues their editions. */
const deliveriesOf = (rows: Row[]): NewsletterDelivery[] =>
  rows
    .map((row) => ({ recipientId: Number(row.id), issue: Number(row.issue_number), email: String(row.email) }))
    .sort((a, b) => a.recipientId - b.recipientId);

export async function recipientCount(db: Database): Promise<number> {
  const [row] = await db.query(`select count(*)::int as count from (${confirmedRecipients}) as recipients`);
  return Number(row?.count ?? 0);
}

/** What a new send of an issue must be weighed against: this issue's earlier send, and the latest send of any. */
export interface SendHistory {
  /** Whether this issue's send has editions waiting, or is paused: then nothing new may start. */
  inProgress: boolean;
  /** People this issue already went to, and when the last of them got it; 0 and null when never sent. */
  sentTo: number;
  lastSentAt: Date | null;
  /** Confirmed subscribers a send started now would reach: those who have not had this issue. */
  wouldReach: number;
  /** The latest start of any issue's send. */
  latest: { issue: number; at: Date } | null;
}

export async function sendHistory(db: Database, issueNumber: number): Promise<SendHistory> {
  const [[issue], [latest]] = await Promise.all([
    db.query(
      `select
         exists (select 1 from public.newsletter_sends s where s.issue_number = $1 and s.paused_reason is not null)
           or exists (select 1 from public.newsletter_recipients r where r.issue_number = $1 and r.status = 'queued')
           as in_progress,
         (select count(*) from public.newsletter_recipients r where r.issue_number = $1 and r.status = 'sent')::int as sent_to,
         (select max(r.sent_at) from public.newsletter_recipients r where r.issue_number = $1) as last_sent_at,
         (select count(*) from (${confirmedRecipients}) as confirmed
          where not exists (
            select 1 from public.newsletter_recipients r where r.issue_number = $1 and lower(r.email) = lower(confirmed.email)
          ))::int as would_reach`,
      [issueNumber],
    ),
    db.query("select issue_number, last_started_at from public.newsletter_sends order by last_started_at desc limit 1"),
  ]);
  return {
    inProgress: issue?.in_progress === true,
    sentTo: Number(issue?.sent_to ?? 0),
    lastSentAt: issue?.last_sent_at ? new Date(issue.last_sent_at as string | Date) : null,
    wouldReach: Number(issue?.would_reach ?? 0),
    latest: latest ? { issue: Number(latest.issue_number), at: new Date(latest.last_started_at as string | Date) } : null,
  };
}

/**
 * Starts sending issue `issueNumber`: fixes its recipients (one row per confirmed address that has not had
 * it) and queues one edition each in the outbox, in one transaction. The send's own row is unique, so a second
 * press, or a second server, starts nothing (`started` false) unless `again` (the coach confirmed twice) and
 * the issue's last send is over and not paused: then it goes to those who subscribed since (decision 033).
 */
export function startSend(
  db: Database,
  issueNumber: number,
  ratePerMinute: number,
  again = false,
): Promise<{ started: boolean; recipients: number }> {
  return db.transaction(async (tx) => {
    const [send] = await tx.query(
      `insert into public.newsletter_sends (issue_number) values ($1)
       on conflict (issue_number) do update set last_started_at = now()
         where $2::boolean and newsletter_sends.paused_reason is null
           and not exists (select 1 from public.newsletter_recipients r where r.issue_number = $1 and r.status = 'queued')
       returning issue_number`,
      [issueNumber, again],
    );
    if (!send) return { started: false, recipients: 0 };
    const recipients = await tx.query(
      `insert into public.newsletter_recipients (issue_number, email)
       select $1, confirmed.email from (${confirmedRecipients}) as confirmed
       on conflict do nothing
       returning id, issue_number, email`,
      [issueNumber],
    );
    await queueEditions(tx, deliveriesOf(recipients), spacingMs(ratePerMinute));
    return { started: true, recipients: recipients.length };
  });
}

/** Pauses the send with `reason`: until the coach resumes it, or by itself until `forMs` has passed. */
export function pauseSend(db: Database, issueNumber: number, reason: string, forMs: number | null, ratePerMinute: number) {
  return db.transaction(async (tx) => {
    const [paused] = await tx.query(
      `update public.newsletter_sends
       set paused_reason = $2, paused_until = now() + $3::float8 * interval '1 millisecond'
       where issue_number = $1 returning issue_number`,
      [issueNumber, reason, forMs],
    );
    if (paused) await rescheduleEditions(tx, issueNumber, forMs, spacingMs(ratePerMinute));
    return paused !== undefined;
  });
}

export function resumeSend(db: Database, issueNumber: number, ratePerMinute: number) {
  return db.transaction(async (tx) => {
    const [resumed] = await tx.query(
      `update public.newsletter_sends set paused_reason = null, paused_until = null, failures_in_a_row = 0
       where issue_number = $1 returning issue_number`,
      [issueNumber],
    );
    if (resumed) await rescheduleEditions(tx, issueNumber, 0, spacingMs(ratePerMinute));
    return resumed !== undefined;
  });
}

/** Queues again every failed recipient whose address is no longer suppressed; returns how many. */
export function retryFailed(db: Database, issueNumber: number, ratePerMinute: number): Promise<number> {
  return db.transaction(async (tx) => {
    const recipients = await tx.query(
      `update public.newsletter_recipients r set status = 'queued', error = null
       where issue_number = $1 and status = 'failed'
         and not exists (select 1 from public.suppressed_addresses x where lower(x.email) = lower(r.email))
       returning id, issue_number, email`,
      [issueNumber],
    );
    if (recipients.length === 0) return 0;
    await tx.query("update public.newsletter_sends set failures_in_a_row = 0 where issue_number = $1", [issueNumber]);
    await queueEditions(tx, deliveriesOf(recipients), spacingMs(ratePerMinute));
    return recipients.length;
  });
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
