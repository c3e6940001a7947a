import { emptySentPayloads } from "../mail/outbox";
import { eraseUnnamedResourceFiles } from "../resources/resource-files";
import { trimContentHistory } from "../settings/site-content-store";
import type { Database } from "../storage/db";

/** The periods the privacy notice states; MESSAGE_RETENTION_MONTHS (default 24) sets the last one. */
export const retentionPeriods = { unconfirmedDays: 7, sentPayloadDays: 30, confirmationLogDays: 7 } as const;

export interface RetentionReport {
  unconfirmedSubscribers: number;
  emptiedNotificationPayloads: number;
  contactMessages: number;
  confirmationLogEntries: number;
  bookingAndSaleAddresses: number;
  /** Changes to her content her history no longer keeps (decision 099), and the PDFs no kept text named any more. */
  contentChanges: number;
  resourceFiles: number;
}

/**
 * What the privacy notice promises, applied as of `now`: unconfirmed signups older than 7 days are
 * deleted (with their consent events and tokens), once no confirmation of theirs waits for a place under the daily
 * cap and the link of the last one sent has run out (its 7 days count from its sending, decision 089); notification payloads are emptied 30 days after
 * they were sent; contact messages older than `messageRetentionMonths` are deleted; the log of
 * confirmation e-mails, kept for the caps and the back office, is cut at 7 days; the e-mail kept with a
 * booking or sale is removed after `messageRetentionMonths` too, the row staying as an anonymous figure. Her own
 * content's history is trimmed to what it keeps (decision 099), and every PDF she uploaded that neither her content nor
 * that history names, and not uploaded in the last day, is erased.
 */
export function applyRetention(db: Database, now: Date, messageRetentionMonths: number): Promise<RetentionReport> {
  const sentBefore = new Date(now.getTime() - retentionPeriods.sentPayloadDays * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const emptiedNotificationPayloads = await emptySentPayloads(tx, sentBefore);
    const [row] = await tx.query(
      `with unconfirmed as (
         delete from public.subscribers s
         where status = 'pending' and created_at < $1::timestamptz - make_interval(days => $3::int)
           and confirmation_waiting_since is null
           and not exists (
             select 1 from public.subscription_tokens t
             where t.purpose = 'confirm' and lower(t.email) = lower(s.email) and t.expires_at > $1::timestamptz
           )
         returning email
       ), their_events as (
         delete from public.consent_events where lower(email) in (select lower(email) from unconfirmed)
       ), their_tokens as (
         delete from public.subscription_tokens where lower(email) in (select lower(email) from unconfirmed)
       ), messages as (
         delete from public.contact_messages where created_at < $1::timestamptz - make_interval(months => $2::int)
         returning 1
       ), log as (
         delete from public.confirmation_mail_log where created_at < $1::timestamptz - make_interval(days => $4::int)
         returning 1
       ), buyers as (
         update public.bookings_and_sales set email = null
         where email is not null and occurred_at < $1::timestamptz - make_interval(months => $2::int) returning 1
       )
       select (select count(*) from unconfirmed) as unconfirmed, (select count(*) from messages) as messages,
              (select count(*) from log) as log, (select count(*) from buyers) as buyers`,
      [now.toISOString(), messageRetentionMonths, retentionPeriods.unconfirmedDays, retentionPeriods.confirmationLogDays],
    );
    const contentChanges = await trimContentHistory(tx, now);
    const resourceFiles = await eraseUnnamedResourceFiles(tx, now);
    return {
      unconfirmedSubscribers: Number(row?.unconfirmed),
      emptiedNotificationPayloads,
      contactMessages: Number(row?.messages),
      confirmationLogEntries: Number(row?.log),
      bookingAndSaleAddresses: Number(row?.buyers),
      contentChanges,
      resourceFiles,
    };
  });
}

export function describeRetention(report: RetentionReport): string {
  return `Retention: deleted ${report.unconfirmedSubscribers} unconfirmed subscriber(s) older than 7 days, emptied ${report.emptiedNotificationPayloads} notification payload(s) sent over 30 days ago, deleted ${report.contactMessages} contact message(s) past their retention, ${report.confirmationLogEntries} confirmation-log entr(ies) older than 7 days, and removed the e-mail from ${report.bookingAndSaleAddresses} booking(s) or sale(s) past their retention; trimmed ${report.contentChanges} change(s) to her content her history no longer keeps and erased ${report.resourceFiles} PDF(s) nothing named any more.`;
}

const day = 24 * 60 * 60 * 1000;

/** Runs retention now and then once a day; returns a function that stops it. */
export function scheduleRetention(options: {
  db: Database;
  messageRetentionMonths: number;
  now?: () => Date;
  log?: (line: string) => void;
  intervalMs?: number;
}): () => void {
  const { db, messageRetentionMonths, now = () => new Date(), log = console.log, intervalMs = day } = options;
  const run = () =>
    applyRetention(db, now(), messageRetentionMonths).then(
      (report) => log(describeRetention(report)),
      (error: unknown) => console.error(`Retention failed and will be tried again tomorrow: ${(error as Error).message}`),
    );
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
