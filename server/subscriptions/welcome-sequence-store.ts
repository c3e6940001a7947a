import type { SequenceEmailFields, SequenceEmailStanding } from "../../app/lib/welcome-sequence";
import type { Queryable } from "../storage/db";

/** Orders e-mails by (day, id) as one number: ids stay far below it. */
const placeScale = 1_000_000_000_000;

/**
 * The welcome sequence's rows (migration 265, decision 073). Times come from the clock handed in, never the
 * database's: a test moves it forward instead of waiting.
 *
 * Who is in the sequence: confirmed subscribers not on the suppression list, counted from when they confirmed, or,
 * for those confirmed before the sequence began, from when she chose to include them (`earlier_from`); otherwise not
 * at all. A subscriber has passed an e-mail's place when its day came before the e-mail existed, or when they were
 * sent it or a later one: their place is the furthest e-mail sent them, in the order of (day, id).
 */
const openPairs = `
  seq as (select * from public.welcome_sequence),
  reached as (
    select d.subscriber_id, max(e.delay_days::bigint * ${placeScale} + e.id) as place
    from public.welcome_sequence_sends d join public.welcome_sequence_emails e on e.id = d.email_id
    group by d.subscriber_id
  ),
  people as (
    select s.id, s.email, coalesce(reached.place, -1) as place,
      case when s.confirmed_at >= seq.started_at then s.confirmed_at else seq.earlier_from end as start
    from public.subscribers s cross join seq left join reached on reached.subscriber_id = s.id
    where s.status = 'confirmed' and s.confirmed_at is not null
      and not exists (select 1 from public.suppressed_addresses x where lower(x.email) = lower(s.email))
  ),
  open as (
    select p.id as subscriber_id, p.email, e.id as email_id, e.delay_days,
      p.start + make_interval(days => e.delay_days) as due_at
    from people p join public.welcome_sequence_emails e
      on p.start + make_interval(days => e.delay_days) >= e.created_at
      and e.delay_days::bigint * ${placeScale} + e.id > p.place
  )`;

/**
 * Where the subscriber `alias` stands in the welcome sequence, as the back office and the export say it: "2 of 4
 * received" (her welcome e-mail counted), "not in it (subscribed before it began)", or null while there is no sequence
 * or they have not confirmed.
 */
export const sequencePlaceSql = (alias: string) => `(
  select case
    when ${alias}.confirmed_at is null or not exists (select 1 from public.welcome_sequence_emails) then null
    when ${alias}.confirmed_at < q.started_at and q.earlier_from is null
      and not exists (select 1 from public.welcome_sequence_sends d where d.subscriber_id = ${alias}.id)
      then 'not in it (subscribed before it began)'
    else format('%s of %s received',
      1 + (select count(*) from public.welcome_sequence_sends d where d.subscriber_id = ${alias}.id),
      1 + (select count(*) from public.welcome_sequence_emails))
  end
  from public.welcome_sequence q)`;

export interface SequenceSettings {
  startedAt: Date | null;
  paused: boolean;
  earlierFrom: Date | null;
}

export async function sequenceSettings(db: Queryable): Promise<SequenceSettings> {
  const [row] = await db.query("select started_at, paused, earlier_from from public.welcome_sequence");
  const when = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return { startedAt: when(row?.started_at), paused: row?.paused === true, earlierFrom: when(row?.earlier_from) };
}

/** Her sequence's e-mails after the welcome, in order of their days, each with how many received it and are waiting. */
export async function sequenceEmails(db: Queryable): Promise<SequenceEmailStanding[]> {
  const rows = await db.query(
    `with ${openPairs},
     waiting as (select email_id, count(*)::int as waiting from open group by email_id),
     received as (select email_id, count(*)::int as received from public.welcome_sequence_sends group by email_id)
     select e.id, e.delay_days, e.subject, e.body, e.changed_at,
       coalesce(received.received, 0) as received, coalesce(waiting.waiting, 0) as waiting
     from public.welcome_sequence_emails e
       left join waiting on waiting.email_id = e.id left join received on received.email_id = e.id
     order by e.delay_days, e.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    delayDays: Number(row.delay_days),
    subject: String(row.subject),
    body: String(row.body),
    received: Number(row.received),
    waiting: Number(row.waiting),
    changedAt: new Date(String(row.changed_at)).toISOString(),
  }));
}

export async function countSequenceEmails(db: Queryable): Promise<number> {
  const [row] = await db.query("select count(*)::int as emails from public.welcome_sequence_emails");
  return Number(row?.emails ?? 0);
}

/** Adds an e-mail; the first one added begins the sequence. */
export async function addSequenceEmail(db: Queryable, fields: SequenceEmailFields, by: string, now: Date): Promise<void> {
  await db.query(
    `with began as (
       insert into public.welcome_sequence (only_row, started_at) values (true, $5) on conflict (only_row) do nothing
     )
     insert into public.welcome_sequence_emails (delay_days, subject, body, created_at, changed_at, changed_by)
     values ($1, $2, $3, $5, $5, $4)`,
    [fields.delayDays, fields.subject, fields.body, by, now.toISOString()],
  );
}

/** Changes an e-mail's words or day; false when there is no such e-mail. */
export async function changeSequenceEmail(
  db: Queryable,
  id: number,
  fields: SequenceEmailFields,
  by: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update public.welcome_sequence_emails set delay_days = $2, subject = $3, body = $4, changed_at = $6, changed_by = $5
     where id = $1 returning 1`,
    [id, fields.delayDays, fields.subject, fields.body, by, now.toISOString()],
  );
  return rows.length > 0;
}

export async function removeSequenceEmail(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query("delete from public.welcome_sequence_emails where id = $1 returning 1", [id]);
  return rows.length > 0;
}

/** Pauses or resumes it; includes, or no longer includes, those who subscribed before it began (from `now`). */
export async function chooseForSequence(
  db: Queryable,
  choices: { paused?: boolean; includeEarlier?: boolean },
  now: Date,
): Promise<void> {
  await db.query(
    `update public.welcome_sequence set paused = coalesce($1, paused),
       earlier_from = case when $2::boolean is null then earlier_from when $2 then coalesce(earlier_from, $3) end`,
    [choices.paused ?? null, choices.includeEarlier ?? null, now.toISOString()],
  );
}

/** One e-mail due to one subscriber. */
export interface DueSequenceEmail {
  subscriberId: number;
  email: string;
  emailId: number;
}

/**
 * The e-mails due by `now`, none while the sequence is paused: each subscriber's earliest, so that one who is owed
 * several receives them in order, one a look.
 */
export async function dueSequenceEmails(db: Queryable, now: Date): Promise<DueSequenceEmail[]> {
  const rows = await db.query(
    `with ${openPairs}
     select distinct on (subscriber_id) subscriber_id, email, email_id from open
     where due_at <= $1 and not (select paused from seq)
     order by subscriber_id, delay_days, email_id`,
    [now.toISOString()],
  );
  return rows.map((row) => ({
    subscriberId: Number(row.subscriber_id),
    email: String(row.email),
    emailId: Number(row.email_id),
  }));
}

/** Records these as sent to, in the transaction that queues them; returns those not already recorded (by another server). */
export async function recordSequenceSends(
  tx: Queryable,
  due: readonly DueSequenceEmail[],
  now: Date,
): Promise<DueSequenceEmail[]> {
  const rows = await tx.query(
    `insert into public.welcome_sequence_sends (email_id, subscriber_id, queued_at)
     select * , $3::timestamptz from unnest($1::bigint[], $2::bigint[])
     on conflict do nothing returning email_id, subscriber_id`,
    [due.map((d) => d.emailId), due.map((d) => d.subscriberId), now.toISOString()],
  );
  const recorded = new Set(rows.map((row) => `${row.email_id}:${row.subscriber_id}`));
  return due.filter((d) => recorded.has(`${d.emailId}:${d.subscriberId}`));
}

/** The e-mails' words, by id. */
export async function sequenceEmailFields(db: Queryable, ids: readonly number[]): Promise<Map<number, SequenceEmailFields>> {
  const rows = await db.query(
    "select id, delay_days, subject, body from public.welcome_sequence_emails where id = any($1::bigint[])",
    [ids],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { delayDays: Number(row.delay_days), subject: String(row.subject), body: String(row.body) },
    ]),
  );
}
