import { validateSubscriber } from "../../app/lib/validation";
import type { Database, Row } from "../storage/db";
import { unsubscribingClauses } from "./unsubscribing";

export { confirmationCapStatus } from "./caps";

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

export interface ImportResult {
  imported: number;
  alreadyPresent: number;
  suppressed: number;
  invalid: number;
}

/**
 * Adds addresses the coach already had permission to write to, as confirmed, each with a consent
 * event naming the source she stated (recording her confirmation that these people agreed).
 * Suppressed addresses, and addresses erased at their owner's request, are skipped; no e-mail goes out. One statement, so 10,000 rows take seconds.
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
       select input.email from input
       where exists (select 1 from public.suppressed_addresses s where lower(s.email) = lower(input.email))
          or public.address_fingerprint(input.email) in (select fingerprint from public.erased_address_fingerprints)
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

export interface ErasureReport {
  subscribers: number;
  contactMessages: number;
  notificationPayloads: number;
  consentEvents: number;
  tokens: number;
  confirmationLog: number;
  /** Which newsletter issues were sent to the address, and how each went. */
  newsletterDeliveries: number;
}

/**
 * "Delete everything about this person": their subscriber row, contact messages, consent events,
 * tokens, suppression entry and every notification payload containing the address (unsent
 * notifications are dropped, sent ones emptied). What stays: the address's fingerprint, so that no
 * import adds it again (decision 028), and an 'erased' event without an address recording that an
 * erasure happened.
 */
export async function eraseEverythingAbout(db: Database, email: string): Promise<ErasureReport> {
  // The address as it appears inside a JSON payload, lower-cased.
  const inJson = JSON.stringify(email.toLowerCase()).slice(1, -1);
  const [row] = await db.query(
    `with subscribers as (
       delete from public.subscribers where lower(email) = lower($1) returning 1
     ), messages as (
       delete from public.contact_messages where lower(email) = lower($1) returning 1
     ), unsent as (
       delete from public.notification_outbox
       where sent_at is null and strpos(lower(payload::text), $2) > 0 returning 1
     ), emptied as (
       update public.notification_outbox set payload = '{}'::jsonb
       where sent_at is not null and strpos(lower(payload::text), $2) > 0 returning 1
     ), events as (
       delete from public.consent_events where lower(email) = lower($1) returning 1
     ), tokens as (
       delete from public.subscription_tokens where lower(email) = lower($1) returning 1
     ), log as (
       delete from public.confirmation_mail_log where lower(email) = lower($1) returning 1
     ), deliveries as (
       delete from public.newsletter_recipients where lower(email) = lower($1) returning 1
     ), unsuppressed as (
       delete from public.suppressed_addresses where lower(email) = lower($1)
     ), fingerprint as (
       insert into public.erased_address_fingerprints (fingerprint) values (public.address_fingerprint($1))
       on conflict do nothing
     ), erased as (
       insert into public.consent_events (email, event) values (null, 'erased')
     )
     select (select count(*) from subscribers) as subscribers, (select count(*) from messages) as messages,
            (select count(*) from unsent) + (select count(*) from emptied) as payloads,
            (select count(*) from events) as events, (select count(*) from tokens) as tokens,
            (select count(*) from log) as log, (select count(*) from deliveries) as deliveries`,
    [email, inJson],
  );
  return {
    subscribers: Number(row?.subscribers),
    contactMessages: Number(row?.messages),
    notificationPayloads: Number(row?.payloads),
    consentEvents: Number(row?.events),
    tokens: Number(row?.tokens),
    confirmationLog: Number(row?.log),
    newsletterDeliveries: Number(row?.deliveries),
  };
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
