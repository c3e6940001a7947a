import type { SequenceEmailFields } from "../../app/lib/welcome-sequence";
import { type OutgoingMail, queuePacedMails, unsentMailDroppedClause } from "../mail/outbox";
import { siteOf } from "../settings/current";
import type { Database } from "../storage/db";
import { linkTo, unsubscribeHeaders, unsubscribePath, welcomeMail } from "./mail";
import { runEvery } from "./run-every";
import { hashToken, newToken } from "./statements";
import { dueSequenceEmails, recordSequenceSends, sequenceEmailFields } from "./welcome-sequence-store";

/** Every sequence e-mail's Message-ID starts so: an unsubscribe drops those not yet sent (`unsubscribingClauses`). */
export const sequenceMessageIdPrefix = "<welcome-sequence-";

/** The WITH clause that drops the unsent sequence e-mails to the addresses `chosen` returns. */
export const unsentSequenceDropped = (chosen: string) => unsentMailDroppedClause(chosen, sequenceMessageIdPrefix);

/** The campaign a sequence e-mail's links carry, to credit what follows to it: `welcome-<its id>`. */
export const sequenceCampaign = (id: number) => `welcome-${id}`;

/** Stands where each subscriber's own unsubscribe link goes, so an e-mail is rendered once a run, not once a person. */
const unsubscribeMark = "https://unsubscribe.invalid/welcome-sequence";

export interface WelcomeSequenceSettings {
  db: Database;
  publicOrigin: string;
  /** Newsletter e-mails a minute (NEWSLETTER_RATE_PER_MINUTE): the sequence goes at the issues' pace; 0, no limit. */
  ratePerMinute: number;
  /** Now: handed in, so that a test moves it forward. */
  clock?: () => Date;
  /** Tells the outbox worker that e-mail is waiting. */
  wake: () => void;
  /** E-mails queued in one transaction. */
  batchSize?: number;
  /** Told, after each batch commits, how many the look has queued so far. */
  onQueued?: (queued: number) => void;
}

/**
 * Queues every sequence e-mail due by the clock's now, each subscriber's next one, a batch a transaction: the
 * batch's rows in welcome_sequence_sends and its e-mails in the outbox commit together, so a stop loses none and
 * sends none twice. Returns how many were queued.
 */
export async function queueDueSequenceEmails(settings: WelcomeSequenceSettings): Promise<number> {
  const { db, publicOrigin } = settings;
  const now = (settings.clock ?? (() => new Date()))();
  const batchSize = settings.batchSize ?? 500;
  const spacingMs = settings.ratePerMinute > 0 ? 60_000 / settings.ratePerMinute : 0;
  const site = await siteOf(db);
  const domain = new URL(publicOrigin).hostname;
  // One look at who is due (each subscriber's next e-mail at most), then queued a batch a transaction.
  const due = await dueSequenceEmails(db, now);
  const rendered = new Map<number, OutgoingMail>();
  for (const [id, words] of await sequenceEmailFields(db, [...new Set(due.map((d) => d.emailId))]))
    rendered.set(id, await welcomeMail(site, "", publicOrigin, unsubscribeMark, words, sequenceCampaign(id)));
  let queued = 0;
  for (let start = 0; start < due.length; start += batchSize) {
    const batch = due.slice(start, start + batchSize);
    queued += await db.transaction(async (tx) => {
      const recorded = await recordSequenceSends(tx, batch, now);
      const tokens = recorded.map(() => newToken());
      await tx.query(
        `insert into public.subscription_tokens (token_hash, email, purpose)
         select token_hash, email, 'unsubscribe' from unnest($1::text[], $2::text[]) as t(token_hash, email)`,
        [tokens.map(hashToken), recorded.map((d) => d.email)],
      );
      const mails = recorded.map((d, index) => {
        const template = rendered.get(d.emailId) as OutgoingMail;
        const unsubscribeUrl = linkTo(publicOrigin, unsubscribePath, tokens[index] as string);
        const mark = (text: string) => text.replaceAll(unsubscribeMark, () => unsubscribeUrl);
        return {
          ...template,
          to: d.email,
          html: template.html === undefined ? undefined : mark(template.html),
          text: mark(template.text),
          headers: unsubscribeHeaders(site, unsubscribeUrl),
          messageId: `${sequenceMessageIdPrefix}${d.emailId}-${d.subscriberId}@${domain}>`,
        };
      });
      await queuePacedMails(tx, mails, spacingMs);
      return mails.length;
    });
    settings.onQueued?.(queued);
  }
  if (queued > 0) settings.wake();
  return queued;
}

/** A sample of one sequence e-mail, as the back office previews and tests it: its unsubscribe link unsubscribes no one. */
export async function sampleSequenceMail(db: Database, publicOrigin: string, fields: SequenceEmailFields) {
  return welcomeMail(await siteOf(db), "", publicOrigin, `${publicOrigin}${unsubscribePath}`, fields);
}

/** Every `intervalMs`, and once at start, queues the sequence's due e-mails; `stop` ends it. */
export function startWelcomeSequence(settings: WelcomeSequenceSettings & { intervalMs?: number; log?: (line: string) => void }) {
  const log = settings.log ?? console.log;
  return runEvery(
    settings.intervalMs ?? 10 * 60_000,
    () => queueDueSequenceEmails(settings),
    (error) => log(`The welcome sequence could not queue its e-mails: ${error.message}`),
  );
}
