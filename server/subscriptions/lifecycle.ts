import type { SubscriberInput } from "../../app/lib/validation";
import { queueMailStatement } from "../mail/outbox";
import { type Database, isPostgresError, type Statement } from "../storage/db";
import { confirmationAllowance } from "./caps";
import { alreadySubscribedMail, confirmationMail, confirmPath, linkTo, unsubscribePath, welcomeMail } from "./mail";
import { combineStatements, hashToken, newToken } from "./statements";

export interface SubscriptionSettings {
  db: Database;
  publicOrigin: string;
  confirmMaxPerDay: number;
  /** False when SMTP is not configured: the links are then written to the server output. */
  sendsMail: boolean;
  /** Tells the outbox worker that an e-mail is waiting. */
  wake: () => void;
  log?: (line: string) => void;
}

export type TokenOutcome = "done" | "invalid" | "expired" | "used";

const longestToken = 200;

/** The statements that log a confirmation e-mail and, when no cap holds it back, store its token and queue it. */
function confirmationStatements(email: string, allowance: string, confirmUrl: string, token: string): Statement[] {
  const logged: Statement = {
    sql: "insert into public.confirmation_mail_log (email, outcome) values ($1, $2)",
    params: [email, allowance],
  };
  if (allowance !== "sent") return [logged];
  return [
    logged,
    {
      sql: `insert into public.subscription_tokens (token_hash, email, purpose, expires_at)
            values ($1, $2, 'confirm', now() + interval '7 days')`,
      params: [hashToken(token), email],
    },
    queueMailStatement(confirmationMail(email, confirmUrl)),
  ];
}

export function createSubscriptionLifecycle(settings: SubscriptionSettings) {
  const { db, publicOrigin } = settings;
  const log = settings.log ?? console.log;

  async function prepareConfirmation(email: string) {
    const allowance = await confirmationAllowance(db, email, settings.confirmMaxPerDay);
    const token = newToken();
    const confirmUrl = linkTo(publicOrigin, confirmPath, token);
    return { allowance, confirmUrl, statements: confirmationStatements(email, allowance, confirmUrl, token) };
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
    const logged: Statement = {
      sql: "insert into public.confirmation_mail_log (email, outcome) values ($1, $2)",
      params: [email, allowance],
    };
    const combined = combineStatements(
      allowance === "sent" ? [logged, queueMailStatement(alreadySubscribedMail(email))] : [logged],
    );
    await db.query(combined.sql, combined.params);
    if (allowance === "sent" && settings.sendsMail) settings.wake();
  }

  /** A pending address that subscribes again gets its confirmation again, within the caps. */
  async function resendConfirmation(email: string) {
    const [row] = await db.query("select status, email from public.subscribers where lower(email) = lower($1)", [email]);
    if (row?.status === "confirmed") return tellAlreadySubscribed(String(row.email));
    if (row?.status !== "pending") return;
    const { allowance, confirmUrl, statements } = await prepareConfirmation(email);
    const combined = combineStatements(statements);
    await db.query(combined.sql, combined.params);
    afterQueued(email, allowance, confirmUrl);
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
     * Throws the database error as the insert does: 23505 for an address already there.
     */
    async subscribe(row: SubscriberInput, alsoAsOwner?: Statement): Promise<void> {
      const { allowance, confirmUrl, statements } = await prepareConfirmation(row.email);
      const owner = combineStatements(alsoAsOwner ? [...statements, alsoAsOwner] : statements);
      try {
        await db.insertAsAnon("subscribers", { ...row }, owner);
      } catch (error) {
        if (isPostgresError(error) && error.code === "23505") await resendConfirmation(row.email);
        throw error;
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
      const welcome = welcomeMail(email, linkTo(publicOrigin, unsubscribePath, unsubscribeToken));
      const [result] = await db.query(
        `with used as (
           update public.subscription_tokens set used_at = now()
           where token_hash = $1 and purpose = 'confirm' and used_at is null and expires_at > now()
           returning email
         ), confirmed as (
           update public.subscribers set status = 'confirmed', confirmed_at = now()
           where lower(email) = (select lower(email) from used) and status = 'pending'
           returning email, source_path, consent_version
         ), recorded as (
           insert into public.consent_events (email, event, page_path, consent_version)
           select email, 'confirmed', source_path, consent_version from confirmed
         ), unsuppressed as (
           delete from public.suppressed_addresses where lower(email) in (select lower(email) from confirmed)
         ), unsubscribe_token as (
           insert into public.subscription_tokens (token_hash, email, purpose) select $2, email, 'unsubscribe' from confirmed
         ), welcome as (
           -- The outbox row queueMailStatement writes, only once the subscription is confirmed.
           insert into public.notification_outbox (channel, kind, source_id, payload)
           select 'email', 'mail', null, $3::jsonb from confirmed
         )
         select (select count(*) from used) as used, (select count(*) from confirmed) as confirmed`,
        [tokenHash, hashToken(unsubscribeToken), JSON.stringify(welcome)],
      );
      if (Number(result?.used) === 0) return "used";
      if (Number(result?.confirmed) > 0) settings.wake();
      return "done";
    },

    /** Unsubscribes the address the token was sent to: idempotent; the address stays only on the suppression list. */
    async unsubscribe(token: unknown, pagePath: string): Promise<TokenOutcome> {
      const state = await checkToken(token, "unsubscribe");
      if (state !== "done") return state;
      await db.query(
        `with token as (
           update public.subscription_tokens set used_at = coalesce(used_at, now())
           where token_hash = $1 and purpose = 'unsubscribe' returning email
         ), removed as (
           delete from public.subscribers where lower(email) = (select lower(email) from token) returning email
         ), suppressed as (
           insert into public.suppressed_addresses (email) select email from token on conflict do nothing
         ), recorded as (
           insert into public.consent_events (email, event, page_path) select email, 'unsubscribed', $2 from removed
         )
         delete from public.subscription_tokens
         where purpose = 'confirm' and lower(email) = (select lower(email) from token)`,
        [hashToken(token as string), pagePath],
      );
      return "done";
    },
  };
}

export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;
