import type { Database, Queryable } from "../storage/db";

/**
 * Whether a confirmation e-mail may go out now, or which cap holds it back. Past the daily cap a sign-up's
 * confirmation waits for a place (decision 089); the other e-mails sharing the caps are held back.
 */
export type ConfirmationAllowance = "sent" | "capped_address" | "capped_daily";

/**
 * At most one confirmation e-mail per address per 10 minutes and 3 per day; `maxPerDay` in all, counted over the 24
 * hours before `at`. While confirmations wait for a place, the day counts as full: a new one waits behind them.
 */
export async function confirmationAllowance(
  db: Database,
  email: string,
  maxPerDay: number,
  at: Date,
): Promise<ConfirmationAllowance> {
  const [counts] = await db.query(
    `select
       count(*) filter (where lower(email) = lower($1) and created_at > $2::timestamptz - interval '10 minutes') as last_ten_minutes,
       count(*) filter (where lower(email) = lower($1)) as address_today,
       count(*) as all_today,
       exists (
         select 1 from public.subscribers where confirmation_waiting_since is not null and status = 'pending'
       ) as others_waiting
     from public.confirmation_mail_log
     where outcome = 'sent' and created_at > $2::timestamptz - interval '1 day'`,
    [email, at.toISOString()],
  );
  if (Number(counts?.last_ten_minutes) >= 1 || Number(counts?.address_today) >= 3) return "capped_address";
  if (Number(counts?.all_today) >= maxPerDay || counts?.others_waiting === true) return "capped_daily";
  return "sent";
}

/** How many confirmation e-mails may still go in the 24 hours before `at`, under `maxPerDay`. */
export async function confirmationPlaces(tx: Queryable, maxPerDay: number, at: Date): Promise<number> {
  const [row] = await tx.query(
    `select count(*)::int as sent from public.confirmation_mail_log
     where outcome = 'sent' and created_at > $1::timestamptz - interval '1 day'`,
    [at.toISOString()],
  );
  return Math.max(0, maxPerDay - Number(row?.sent ?? 0));
}

export interface ConfirmationCapStatus {
  maxPerDay: number;
  sentToday: number;
  /** E-mails sharing the caps held back in the last 24 hours, by cap (past the daily one, not confirmations: they wait). */
  heldBackToday: { perAddress: number; daily: number };
  /** When a cap last held one back (within the week the log is kept), or null. */
  lastHeldBackAt: Date | null;
  /** Sign-ups whose confirmation e-mail waits for a place under the daily cap (decision 089). */
  waiting: number;
  /** When the next waiting one goes (the server looks each minute): null when none waits or the cap is 0. */
  nextWaitingGoesAt: Date | null;
}

/** For the back office's health view: whether the caps on confirmation e-mails were hit, and what waits for a place. */
export async function confirmationCapStatus(
  db: Database,
  maxPerDay: number,
  at: Date = new Date(),
): Promise<ConfirmationCapStatus> {
  const [row] = await db.query(
    `with sent_today as (
       select created_at from public.confirmation_mail_log
       where outcome = 'sent' and created_at > $1::timestamptz - interval '1 day'
     )
     select
       (select count(*) from sent_today) as sent_today,
       count(*) filter (where outcome = 'capped_address' and created_at > $1::timestamptz - interval '1 day') as per_address,
       count(*) filter (where outcome = 'capped_daily' and created_at > $1::timestamptz - interval '1 day') as daily,
       max(created_at) filter (where outcome <> 'sent') as last_held_back_at,
       (select count(*) from public.subscribers where confirmation_waiting_since is not null and status = 'pending') as waiting,
       -- The place the next one takes: freed a day after the send that fills today's cap leaves the last 24 hours.
       (select created_at + interval '1 day' from sent_today order by created_at
         offset greatest((select count(*) from sent_today) - $2, 0) limit 1) as place_frees_at
     from public.confirmation_mail_log`,
    [at.toISOString(), maxPerDay],
  );
  const when = (value: unknown) => (value ? new Date(value as Date | string) : null);
  const sentToday = Number(row?.sent_today ?? 0);
  const waiting = Number(row?.waiting ?? 0);
  const placeFreesAt = sentToday < maxPerDay ? at : when(row?.place_frees_at);
  return {
    maxPerDay,
    sentToday,
    heldBackToday: { perAddress: Number(row?.per_address ?? 0), daily: Number(row?.daily ?? 0) },
    lastHeldBackAt: when(row?.last_held_back_at),
    waiting,
    nextWaitingGoesAt: waiting > 0 && maxPerDay > 0 ? placeFreesAt : null,
  };
}
