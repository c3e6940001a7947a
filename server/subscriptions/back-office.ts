import { setImmediate } from "node:timers/promises";
import type { ErasureReport, ImportResult, SkippedReason, StatedSource } from "../../app/admin/subscribers/types";
import { singleLineText, validateSubscriber } from "../../app/lib/validation";
import { forgetMailOf } from "../mail/outbox";
import type { Database, Queryable, Row } from "../storage/db";
import { consentDateOf, type ListRow } from "./address-list";
import { unsubscribingClauses } from "./unsubscribing";

export { confirmationCapStatus } from "./caps";

/** One subscriber's row; undefined when there is no such subscriber. */
export async function subscriberById(db: Queryable, id: string) {
  const [subscriber] = await db.query(
    `select id, email, status, created_at, confirmed_at, unsubscribed_at, source_path, stated_source, first_name, last_name,
       case when status = 'pending' then confirmation_waiting_since end as confirmation_waiting_since
     from public.subscribers where id = $1`,
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
  /** For an import: the date of consent the list stated, and the header of its column. */
  statedConsentAt: Date | null;
  statedConsentColumn: string | null;
}

/** Everything that happened to one address's consent, oldest first. */
export async function consentHistory(db: Database, email: string): Promise<ConsentEvent[]> {
  const rows = await db.query(
    `select event, created_at, page_path, consent_version, detail, stated_consent_at, stated_consent_column
     from public.consent_events
     where lower(email) = lower($1) order by created_at, id`,
    [email],
  );
  return rows.map((row: Row) => ({
    event: String(row.event),
    at: new Date(row.created_at as string | Date),
    pagePath: (row.page_path as string | null) ?? null,
    consentVersion: (row.consent_version as string | null) ?? null,
    detail: (row.detail as string | null) ?? null,
    statedConsentAt: row.stated_consent_at ? new Date(row.stated_consent_at as string | Date) : null,
    statedConsentColumn: (row.stated_consent_column as string | null) ?? null,
  }));
}

const namePart = (name: string | undefined) => singleLineText(name ?? "").slice(0, 100);

/**
 * How many rows one statement of an import adds: on the embedded database a statement holds the server's thread, and
 * 1,000 rows hold it about 0.2 s (`npm run bench:import`), where 45,000 in one held it 14 s.
 */
export const importChunkRows = 500;

/** A row of an import with a valid address and, when its list states one, a readable date of consent (ISO). */
interface ValidRow {
  row: ListRow;
  email: string;
  consentedAt: string | null;
}

/**
 * Adds people the coach already had permission to write to, as confirmed, with their first and last
 * names when the list has them and the source she stated, each with a consent event naming that
 * source (and her confirmation that these people agreed). The date of consent a row states (Mailchimp's
 * OPTIN_TIME, Kit's created_at: see address-list.ts) becomes when they subscribed, and goes on the event with
 * its column; a row whose date cannot be read is not added. Suppressed addresses, and addresses erased
 * at their owner's request, are skipped; no e-mail goes out. In statements of `importChunkRows` rows, giving the
 * server back between them, so 10,000 rows take seconds and nothing waits for all of them.
 */
export async function importSubscribers(db: Database, rows: readonly ListRow[], stated: StatedSource): Promise<ImportResult> {
  const skipped: ImportResult["skipped"] = [];
  for (let from = 0; from < rows.length; from += importChunkRows) {
    // Between two chunks the server answers what waits (decision 064): PGlite runs in the server's thread.
    if (from > 0) await setImmediate();
    const valid: ValidRow[] = [];
    for (const row of rows.slice(from, from + importChunkRows)) {
      const result = validateSubscriber({ email: row.email });
      const consentedAt = row.consent ? consentDateOf(row.consent.at) : null;
      if (!result.ok) skipped.push({ line: row.line, email: row.email, reason: "invalid" });
      else if (consentedAt === undefined) skipped.push({ line: row.line, email: row.email, reason: "unreadable date" });
      else valid.push({ row, email: result.value.email, consentedAt: consentedAt?.toISOString() ?? null });
    }
    if (valid.length > 0) skipped.push(...(await importChunk(db, valid, stated)));
  }
  skipped.sort((left, right) => left.line - right.line);
  const count = (reason: SkippedReason) => skipped.filter((row) => row.reason === reason).length;
  return {
    imported: rows.length - skipped.length,
    alreadyPresent: count("already present"),
    suppressed: count("suppressed"),
    invalid: count("invalid"),
    unreadableDates: count("unreadable date"),
    skipped,
  };
}

/** One chunk of an import's valid rows in one statement: the rows it did not add, with why. */
async function importChunk(db: Database, valid: readonly ValidRow[], stated: StatedSource): Promise<ImportResult["skipped"]> {
  const skipped: ImportResult["skipped"] = [];
  const [outcome] = await db.query(
    `with input as (
       select distinct on (lower(email)) email, first_name, last_name, consented_at, consent_column
       from unnest($1::text[], $4::text[], $5::text[], $7::timestamptz[], $8::text[])
         with ordinality as listed (email, first_name, last_name, consented_at, consent_column, position)
       order by lower(email), position
     ), suppressed as (
       select input.email from input
       where exists (select 1 from public.suppressed_addresses s where lower(s.email) = lower(input.email))
          or public.address_fingerprint(input.email) in (select fingerprint from public.erased_address_fingerprints)
     ), inserted as (
       insert into public.subscribers (email, status, created_at, confirmed_at, first_name, last_name, stated_source)
       select email, 'confirmed', coalesce(consented_at, now()), coalesce(consented_at, now()),
         nullif(first_name, ''), nullif(last_name, ''), $6
       from input
       where email not in (select email from suppressed)
       on conflict do nothing
       returning email
     ), recorded as (
       insert into public.consent_events (email, event, detail, stated_consent_at, stated_consent_column)
       select inserted.email, $2, $3, input.consented_at, input.consent_column
       from inserted join input on input.email = inserted.email
     )
     select (select coalesce(json_agg(lower(email)), '[]'::json) from inserted) as inserted,
            (select coalesce(json_agg(lower(email)), '[]'::json) from suppressed) as suppressed`,
    [
      valid.map(({ email }) => email),
      stated.event ?? "imported",
      stated.detail ?? stated.source,
      valid.map(({ row }) => namePart(row.firstName)),
      valid.map(({ row }) => namePart(row.lastName)),
      stated.source.slice(0, 200),
      valid.map(({ consentedAt }) => consentedAt),
      valid.map(({ row, consentedAt }) => (consentedAt ? (row.consent?.column.slice(0, 100) ?? null) : null)),
    ],
  );
  const listed = (value: unknown) => new Set(typeof value === "string" ? JSON.parse(value) : (value as string[]));
  const inserted = listed(outcome?.inserted);
  const suppressed = listed(outcome?.suppressed);
  for (const { row, email } of valid) {
    const key = email.toLowerCase();
    if (suppressed.has(key)) skipped.push({ line: row.line, email: row.email, reason: "suppressed" });
    // A later row with the same address is already present: the first one was added.
    else if (!inserted.delete(key)) skipped.push({ line: row.line, email: row.email, reason: "already present" });
  }
  return skipped;
}

/** "Add subscriber": one address, as an import of one, recorded as added by the coach. */
export function addSubscriber(db: Database, email: string, stated: StatedSource): Promise<ImportResult> {
  return importSubscribers(db, [{ line: 1, email }], { ...stated, event: "added" });
}

/**
 * "Delete everything about this person": their subscriber row, contact messages, consent events,
 * tokens, suppression entry, and the outbox's mail to the address and notifications about their rows,
 * matched exactly (unsent ones are dropped, sent ones emptied). What stays: the address's fingerprint, so that
 * no import adds it again (decision 028), and an 'erased' event without an address recording that an erasure
 * happened.
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
       ), unsuppressed as (
         delete from public.suppressed_addresses where lower(email) = lower($1)
       ), fingerprint as (
         insert into public.erased_address_fingerprints (fingerprint) values (public.address_fingerprint($1))
         on conflict do nothing
       ), erased as (
         insert into public.consent_events (email, event) values (null, 'erased')
       )
       select (select count(*) from subscribers) as subscribers, (select count(*) from messages) as messages,
              (select count(*) from events) as events, (select count(*) from tokens) as tokens,
              (select count(*) from log) as log, (select count(*) from deliveries) as deliveries,
              (select count(*) from buyers) as buyers`,
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
    };
  });
}

/**
 * "Unsubscribe this person", at their request: their subscription stays, marked unsubscribed, with a
 * consent event naming who did it, and the address goes on the suppression list. False when they
 * had already unsubscribed (nothing changes then).
 */
export async function unsubscribeOnRequest(db: Database, id: string, coach: string): Promise<boolean> {
  const [row] = await db.query(
    `with ${unsubscribingClauses("select email from public.subscribers where id = $1", "null", "$2")}
     select count(*)::int as unsubscribed from unsubscribed`,
    [id, `Unsubscribed by ${coach} at the person's request`],
  );
  return Number(row?.unsubscribed) > 0;
}
