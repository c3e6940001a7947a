import type { ErasureReport, ImportResult, Subscriber } from "../../app/lib/back-office-types";
import { validateSubscriber } from "../../app/lib/validation";
import { forgetMailOf } from "../mail/outbox";
import type { Database, Queryable, Row } from "../storage/db";

export { confirmationCapStatus } from "./caps";

/** A search term as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The newest 5,000 addresses, newest first; with a `search`, those whose address or source page contain it. */
export async function findSubscribers(db: Queryable, search: string): Promise<Subscriber[]> {
  return (await db.query(
    `select id, created_at, email, status, source_path from public.subscribers
     where $1 = '' or email ilike $2 or source_path ilike $2
     order by created_at desc, id desc limit 5000`,
    [search, containing(search)],
  )) as unknown as Subscriber[];
}

/** One subscriber's row; undefined when there is no such subscriber. */
export async function subscriberById(db: Queryable, id: string) {
  const [subscriber] = await db.query(
    "select id, email, status, created_at, confirmed_at, source_path from public.subscribers where id = $1",
    [id],
  );
  return subscriber;
}

export interface ConsentEvent {
  event: string;
  at: Date;
  pagePath: string | null;
  consentVersion: string | null;
  detail: string | null;
}

/** Everything that happened to one address's consent, oldest first. */
export async function consentHistory(db: Database, email: string): Promise<ConsentEvent[]> {
  const rows = await db.query(
    `select event, created_at, page_path, consent_version, detail from public.consent_events
     where lower(email) = lower($1) order by created_at, id`,
    [email],
  );
  return rows.map((row: Row) => ({
    event: String(row.event),
    at: new Date(row.created_at as string | Date),
    pagePath: (row.page_path as string | null) ?? null,
    consentVersion: (row.consent_version as string | null) ?? null,
    detail: (row.detail as string | null) ?? null,
  }));
}

/**
 * Adds addresses the coach already had permission to write to, as confirmed, each with a consent
 * event naming the source she stated (recording her confirmation that these people agreed).
 * Suppressed addresses are skipped; no e-mail goes out. One statement, so 10,000 rows take seconds.
 */
export async function importSubscribers(
  db: Database,
  addresses: readonly string[],
  source: string,
  event: "imported" | "added" = "imported",
): Promise<ImportResult> {
  const valid: string[] = [];
  for (const address of addresses) {
    const result = validateSubscriber({ email: address });
    if (result.ok) valid.push(result.value.email);
  }
  const [counts] = await db.query(
    `with input as (
       select distinct on (lower(email)) email from unnest($1::text[]) as email
     ), suppressed as (
       select input.email from input join public.suppressed_addresses s on lower(s.email) = lower(input.email)
     ), inserted as (
       insert into public.subscribers (email, status, confirmed_at)
       select email, 'confirmed', now() from input where email not in (select email from suppressed)
       on conflict do nothing
       returning email
     ), recorded as (
       insert into public.consent_events (email, event, detail) select email, $2, $3 from inserted
     )
     select (select count(*) from inserted) as imported, (select count(*) from suppressed) as suppressed,
            (select count(*) from input) as distinct_valid`,
    [valid, event, source],
  );
  const imported = Number(counts?.imported);
  const suppressed = Number(counts?.suppressed);
  return {
    imported,
    suppressed,
    alreadyPresent: valid.length - imported - suppressed,
    invalid: addresses.length - valid.length,
  };
}

/** "Add subscriber": one address, as an import of one, recorded as added by the coach. */
export function addSubscriber(db: Database, email: string, source: string): Promise<ImportResult> {
  return importSubscribers(db, [email], source, "added");
}

/**
 * "Delete everything about this person": their subscriber row, contact messages, consent events,
 * tokens, and the outbox's mail to the address and notifications about their rows, matched exactly
 * (unsent ones are dropped, sent ones emptied). Only a suppression entry stays, if they had unsubscribed, and an 'erased'
 * event without an address records that an erasure happened.
 */
export function eraseEverythingAbout(db: Database, email: string): Promise<ErasureReport> {
  return db.transaction(async (tx) => {
    const notificationPayloads = await forgetMailOf(tx, email);
    const [row] = await tx.query(
      `with subscribers as (
         delete from public.subscribers where lower(email) = lower($1) returning 1
       ), messages as (
         delete from public.contact_messages where lower(email) = lower($1) returning 1
       ), events as (
         delete from public.consent_events where lower(email) = lower($1) returning 1
       ), tokens as (
         delete from public.subscription_tokens where lower(email) = lower($1) returning 1
       ), log as (
         delete from public.confirmation_mail_log where lower(email) = lower($1) returning 1
       ), deliveries as (
         delete from public.newsletter_recipients where lower(email) = lower($1) returning 1
       ), buyers as (
         update public.bookings_and_sales set email = null where lower(email) = lower($1) returning 1
       ), erased as (
         insert into public.consent_events (email, event) values (null, 'erased')
       )
       select (select count(*) from subscribers) as subscribers, (select count(*) from messages) as messages,
              (select count(*) from events) as events, (select count(*) from tokens) as tokens,
              (select count(*) from log) as log, (select count(*) from deliveries) as deliveries,
              (select count(*) from buyers) as buyers,
              exists (select 1 from public.suppressed_addresses where lower(email) = lower($1)) as suppressed`,
      [email],
    );
    return {
      subscribers: Number(row?.subscribers),
      contactMessages: Number(row?.messages),
      notificationPayloads,
      consentEvents: Number(row?.events),
      tokens: Number(row?.tokens),
      confirmationLog: Number(row?.log),
      newsletterDeliveries: Number(row?.deliveries),
      bookingsAndSales: Number(row?.buyers),
      keptSuppression: row?.suppressed === true,
    };
  });
}
