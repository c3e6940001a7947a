import type { Database } from "../storage/db";
import { heldBack } from "./outbox";

export interface DigestSettings {
  /** The coach's address (NOTIFY_TO). */
  to: string;
  siteName: string;
  /** Whether e-mail is configured; without it, held-back notifications are only marked summed up. */
  sendsMail: boolean;
}

/**
 * Sums up the notifications held back by the daily cap in one e-mail, "N more messages arrived",
 * marking them done in the same statement: each is counted in exactly one digest.
 * Returns how many it summed up.
 */
export async function sendDigest(db: Database, { to, siteName, sendsMail }: DigestSettings): Promise<number> {
  const [row] = await db.query(
    `with summed as (
       update public.notification_outbox set sent_at = now(), last_error = 'summed up in a digest e-mail'
       where sent_at is null and next_attempt_at = '${heldBack}' and kind <> 'newsletter'
       returning kind, source_id
     ), counted as (
       select count(distinct (kind, source_id)) as messages from summed
     ), queued as (
       insert into public.notification_outbox (channel, kind, source_id, payload)
       select 'email', 'mail', null, jsonb_build_object(
         'to', $1::text,
         'subject', messages || ' more messages arrived on ' || $2::text,
         'text', messages || ' more messages or sign-ups arrived on ' || $2::text || ' in the last hour. ' ||
           'Today''s notifications passed NOTIFY_MAX_PER_DAY, so they are summed up here rather than sent one by one. ' ||
           'Every one is stored: see them with npm run export -- messages.' || chr(10))
       from counted where messages > 0 and $3::boolean
     )
     select messages from counted`,
    [to, siteName, sendsMail],
  );
  return Number(row?.messages ?? 0);
}

/** Sends the digest once an hour; returns the function that stops it. */
export function startHourlyDigest(
  db: Database,
  settings: DigestSettings & { onQueued: () => void },
  { intervalMs = 3_600_000, log = console.error } = {},
): () => void {
  const timer = setInterval(async () => {
    try {
      if ((await sendDigest(db, settings)) > 0) settings.onQueued();
    } catch (error) {
      log(`The hourly notification digest failed: ${(error as Error).message}`);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
