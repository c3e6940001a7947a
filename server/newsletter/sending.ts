import type { SendProgress } from "../../app/lib/back-office-types";
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

/**
 * Starts sending issue `issueNumber`: fixes its recipients (one row per confirmed address) and queues one
 * edition each in the outbox, in one transaction. The send's own row is unique, so a second press, or a
 * second server, starts nothing: `started` is then false.
 */
export function startSend(
  db: Database,
  issueNumber: number,
  ratePerMinute: number,
): Promise<{ started: boolean; recipients: number }> {
  return db.transaction(async (tx) => {
    const [send] = await tx.query(
      "insert into public.newsletter_sends (issue_number) values ($1) on conflict do nothing returning issue_number",
      [issueNumber],
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
