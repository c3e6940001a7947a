import type { SubscriberInput } from "../../app/lib/validation";
import { type OutgoingMail, queueMail } from "../mail/outbox";
import { siteOf } from "../settings/current";
import { type Database, isPostgresError, type Queryable } from "../storage/db";
import { confirmationAllowance } from "./caps";
import { alreadySubscribedMail, confirmationMail, confirmPath, linkTo, unsubscribePath, welcomeMail } from "./mail";
import { hashToken, newToken } from "./statements";
import { unsubscribingClauses } from "./unsubscribing";
import { savedWelcome } from "./welcome-version";

export interface SubscriptionSettings {
  db: Database;
  publicOrigin: string;
  confirmMaxPerDay: number;
  /** False when SMTP is not configured: the links are then written to the server output. */
  sendsMail: boolean;
  /** Tells the outbox worker that an e-mail is waiting. */
  wake: () => void;
  log?: (line: string) => void;
  /** Now, when a subscriber confirms: their welcome sequence counts its days from it. Handed in, so a test moves it. */
  clock?: () => Date;
}

export type TokenOutcome = "done" | "invalid" | "expired" | "used";

const longestToken = 200;

/** Logs a confirmation e-mail and, when no cap holds it back, stores its token and queues it. */
async function recordConfirmation(tx: Queryable, email: string, allowance: string, mail: OutgoingMail, token: string) {
  await tx.query("insert into public.confirmation_mail_log (email, outcome) values ($1, $2)", [email, allowance]);
  if (allowance !== "sent") return;
  await tx.query(
    `insert into public.subscription_tokens (token_hash, email, purpose, expires_at)
     values ($1, $2, 'confirm', now() + interval '7 days')`,
    [hashToken(token), email],
  );
  await queueMail(tx, mail);
}

export function createSubscriptionLifecycle(settings: SubscriptionSettings) {
  const { db, publicOrigin } = settings;
  const log = settings.log ?? console.log;

  async function prepareConfirmation(email: string) {
    const allowance = await confirmationAllowance(db, email, settings.confirmMaxPerDay);
    const token = newToken();
    const confirmUrl = linkTo(publicOrigin, confirmPath, token);
    // Rendered before the transaction, so the database waits for no HTML.
    const mail = await confirmationMail(await siteOf(db), email, confirmUrl);
    const record = (tx: Queryable) => recordConfirmation(tx, email, allowance, mail, token);
    return { allowance, confirmUrl, record };
  }

  function afterQueued(email: string, allowance: string, confirmUrl: string) {
    if (allowance !== "sent") {
      log(`Confirmation e-mail to ${email} held back: ${allowance === "capped_daily" ? "daily" : "per-address"} cap reached.`);
      return;
    }
    if (settings.sendsMail) settings.wake();
    else log(`SMTP_URL is not set, so no confirmation e-mail goes out; the link for ${email} is ${confirmUrl}`);
  }

  /** A confirmed address that subscribes again is told so by e-mail, within the confirmation caps (decision 027). */
  async function tellAlreadySubscribed(email: string) {
    const allowance = await confirmationAllowance(db, email, settings.confirmMaxPerDay);
    const mail = await alreadySubscribedMail(await siteOf(db), email);
    await db.transaction(async (tx) => {
      await tx.query("insert into public.confirmation_mail_log (email, outcome) values ($1, $2)", [email, allowance]);
      if (allowance === "sent") await queueMail(tx, mail);
    });
    if (allowance === "sent" && settings.sendsMail) settings.wake();
  }

  /**
   * An address already on the list that subscribes again: a pending one gets its confirmation
   * again, within the caps; one that unsubscribed starts afresh as pending, with a new
   * 'subscribed' consent event and the coach's notification. True when it started afresh.
   */
  async function subscribeAgain(row: SubscriberInput, alsoAsOwner?: (tx: Queryable) => Promise<void>): Promise<boolean> {
    const [found] = await db.query("select status, email from public.subscribers where lower(email) = lower($1)", [row.email]);
    if (found?.status === "confirmed") await tellAlreadySubscribed(String(found.email));
    if (found?.status !== "pending" && found?.status !== "unsubscribed") return false;
    const again = found.status === "unsubscribed";
    const { allowance, confirmUrl, record } = await prepareConfirmation(row.email);
    await db.transaction(async (tx) => {
      if (again) {
        await tx.query(
          `with pending as (
             update public.subscribers
             set status = 'pending', created_at = now(), confirmed_at = null, source_path = $2, consent_version = $3
             where lower(email) = lower($1) and status = 'unsubscribed' returning email, source_path, consent_version
           )
           insert into public.consent_events (email, event, page_path, consent_version)
           select email, 'subscribed', source_path, consent_version from pending`,
          [row.email, row.source_path ?? null, row.consent_version ?? null],
        );
        await alsoAsOwner?.(tx);
      }
      await record(tx);
    });
    afterQueued(row.email, allowance, confirmUrl);
    return again;
  }

  /** Where a confirm or unsubscribe token stands, without changing anything. */
  async function checkToken(token: unknown, purpose: "confirm" | "unsubscribe"): Promise<TokenOutcome> {
    if (typeof token !== "string" || token.length === 0 || token.length > longestToken) return "invalid";
    const [row] = await db.query(
      `select used_at is not null as used, coalesce(expires_at < now(), false) as expired
         from public.subscription_tokens where token_hash = $1 and purpose = $2`,
      [hashToken(token), purpose],
    );
    if (!row) return "invalid";
    if (row.expired) return "expired";
    if (row.used && purpose === "confirm") return "used";
    return "done";
  }

  return {
    checkToken,

    /**
     * Stores a signup as pending (as the anon role, so the database's grants apply) and queues
     * its confirmation e-mail in the same transaction, with `alsoAsOwner` (the coach's notification).
     * Throws the database error as the insert does: 23505 for an address already there, unless it
     * had unsubscribed and so subscribes afresh.
     */
    async subscribe(row: SubscriberInput, alsoAsOwner?: (tx: Queryable) => Promise<void>): Promise<void> {
      const { allowance, confirmUrl, record } = await prepareConfirmation(row.email);
      try {
        await db.insertAsAnon("subscribers", { ...row }, async (tx) => {
          await record(tx);
          await alsoAsOwner?.(tx);
        });
      } catch (error) {
        if (!isPostgresError(error) || error.code !== "23505" || !(await subscribeAgain(row, alsoAsOwner))) throw error;
        return;
      }
      afterQueued(row.email, allowance, confirmUrl);
    },

    /** Confirms the pending subscription the token was sent for, once; queues the welcome e-mail. */
    async confirm(token: unknown): Promise<TokenOutcome> {
      const state = await checkToken(token, "confirm");
      if (state !== "done") return state;
      const tokenHash = hashToken(token as string);
      const [found] = await db.query("select email from public.subscription_tokens where token_hash = $1", [tokenHash]);
      const email = String(found?.email);
      const unsubscribeToken = newToken();
      const unsubscribeUrl = linkTo(publicOrigin, unsubscribePath, unsubscribeToken);
      const welcome = await welcomeMail(await siteOf(db), email, publicOrigin, unsubscribeUrl, await savedWelcome(db));
      const outcome = await db.transaction(async (tx) => {
        const [result] = await tx.query(
          `with used as (
             update public.subscription_tokens set used_at = now()
             where token_hash = $1 and purpose = 'confirm' and used_at is null and expires_at > now()
             returning email
           ), confirmed as (
             update public.subscribers set status = 'confirmed', confirmed_at = $3, unsubscribed_at = null
             where lower(email) = (select lower(email) from used) and status = 'pending'
             returning email, source_path, consent_version
           ), recorded as (
             insert into public.consent_events (email, event, page_path, consent_version)
             select email, 'confirmed', source_path, consent_version from confirmed
           ), unsuppressed as (
             delete from public.suppressed_addresses where lower(email) in (select lower(email) from confirmed)
           ), unerased as (
             delete from public.erased_address_fingerprints
             where fingerprint in (select public.address_fingerprint(email) from confirmed)
           ), unsubscribe_token as (
             insert into public.subscription_tokens (token_hash, email, purpose) select $2, email, 'unsubscribe' from confirmed
           )
           select (select count(*) from used) as used, (select count(*) from confirmed) as confirmed`,
          [tokenHash, hashToken(unsubscribeToken), (settings.clock ?? (() => new Date()))().toISOString()],
        );
        const confirmed = Number(result?.confirmed) > 0;
        if (confirmed) await queueMail(tx, welcome);
        return { used: Number(result?.used) > 0, confirmed };
      });
      if (!outcome.used) return "used";
      if (outcome.confirmed) settings.wake();
      return "done";
    },

    /** Unsubscribes the address the token was sent to: idempotent; the subscription stays, marked unsubscribed, and the address goes on the suppression list. */
    async unsubscribe(token: unknown, pagePath: string): Promise<TokenOutcome> {
      const state = await checkToken(token, "unsubscribe");
      if (state !== "done") return state;
      await db.query(
        `with ${unsubscribingClauses(
          `update public.subscription_tokens set used_at = coalesce(used_at, now())
           where token_hash = $1 and purpose = 'unsubscribe' returning email`,
          "$2",
          "null",
        )}
         delete from public.subscription_tokens
         where purpose = 'confirm' and lower(email) = (select lower(email) from chosen)`,
        [hashToken(token as string), pagePath],
      );
      return "done";
    },
  };
}

export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;
