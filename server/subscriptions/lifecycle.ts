import type { Resource } from "../../app/content/resources";
import type { SignUpMail } from "../../app/lib/messages";
import type { SubscriberInput } from "../../app/lib/validation";
import { type OutgoingMail, queueMail } from "../mail/outbox";
import { siteOf } from "../settings/current";
import { type Database, isPostgresError, type Queryable } from "../storage/db";
import { type ConfirmationAllowance, confirmationAllowance, confirmationPlaces } from "./caps";
import { guideCampaign, guideLink, offeredGuide } from "./guides";
import { alreadySubscribedMail, confirmationMail, confirmPath, guideMail, linkTo, unsubscribePath, welcomeMail } from "./mail";
import { runEvery } from "./run-every";
import { hashToken, newToken } from "./statements";
import { unsubscribingClauses } from "./unsubscribing";
import { savedWelcome, taggedLink, welcomeCampaign, welcomeLinks } from "./welcome-version";

export interface SubscriptionSettings {
  db: Database;
  publicOrigin: string;
  confirmMaxPerDay: number;
  /** False when SMTP is not configured: the links are then written to the server output. */
  sendsMail: boolean;
  /** Tells the outbox worker that an e-mail is waiting. */
  wake: () => void;
  log?: (line: string) => void;
  /**
   * Now, when a subscriber confirms (their welcome sequence counts its days from it), and for the caps on confirmation
   * e-mails and their links' 7 days. Handed in, so a test moves it.
   */
  clock?: () => Date;
}

export type TokenOutcome = "done" | "invalid" | "expired" | "used";

/** A guide given on confirming: its title and the signed link that opens it (decision 077). */
export interface GuideDelivery {
  title: string;
  url: string;
}

const longestToken = 200;

/** What the visitor is told of a confirmation the caps allowed, held back or made wait. */
const signUpMail = (allowance: ConfirmationAllowance): SignUpMail =>
  allowance === "sent" ? "sent" : allowance === "capped_daily" ? "waiting" : "held back";

/** One lock for everyone sending waiting confirmations, so two servers on one database never pass the daily cap. */
const waitingConfirmationsLock = 727_089;

/** Logs an e-mail that shares the confirmation caps, at `at`, with what the caps allowed. */
async function logCappedMail(tx: Queryable, email: string, allowance: ConfirmationAllowance, at: Date) {
  await tx.query("insert into public.confirmation_mail_log (email, outcome, created_at) values ($1, $2, $3)", [
    email,
    allowance,
    at.toISOString(),
  ]);
}

/**
 * A confirmation e-mail at `at`: sent, it is logged, its token stored (its link works 7 days from then) and queued;
 * past the daily cap, its pending subscription is marked waiting (keeping its place if it already waits) and the
 * e-mail goes when the rolling day frees a place (decision 089); past the per-address cap, it is logged and nothing goes.
 */
async function recordConfirmation(
  tx: Queryable,
  email: string,
  allowance: ConfirmationAllowance,
  mail: OutgoingMail | undefined,
  token: string,
  at: Date,
) {
  if (allowance === "capped_daily") {
    await tx.query(
      `update public.subscribers set confirmation_waiting_since = coalesce(confirmation_waiting_since, $2)
       where lower(email) = lower($1) and status = 'pending'`,
      [email, at.toISOString()],
    );
    return;
  }
  await logCappedMail(tx, email, allowance, at);
  if (allowance !== "sent" || !mail) return;
  await tx.query(
    `insert into public.subscription_tokens (token_hash, email, purpose, expires_at)
     values ($1, $2, 'confirm', $3::timestamptz + interval '7 days')`,
    [hashToken(token), email, at.toISOString()],
  );
  await queueMail(tx, mail);
}

export function createSubscriptionLifecycle(settings: SubscriptionSettings) {
  const { db, publicOrigin } = settings;
  const log = settings.log ?? console.log;
  const now = settings.clock ?? (() => new Date());

  /** The confirmation e-mail to `email`, rendered with a new token, and the step that records it in a transaction. */
  async function confirmationFor(email: string, allowance: ConfirmationAllowance, at: Date, guideTitle?: string) {
    const token = newToken();
    const confirmUrl = linkTo(publicOrigin, confirmPath, token);
    // Rendered before the transaction, so the database waits for no HTML; only when it goes now (in a burst, most wait).
    const mail = allowance === "sent" ? await confirmationMail(await siteOf(db), email, confirmUrl, guideTitle) : undefined;
    const record = (tx: Queryable) => recordConfirmation(tx, email, allowance, mail, token, at);
    return { allowance, confirmUrl, record };
  }

  async function prepareConfirmation(email: string, guideTitle?: string) {
    const at = now();
    return confirmationFor(email, await confirmationAllowance(db, email, settings.confirmMaxPerDay, at), at, guideTitle);
  }

  function afterQueued(email: string, allowance: ConfirmationAllowance, confirmUrl: string) {
    if (allowance === "capped_daily") {
      log(`Confirmation e-mail to ${email} waits: the daily cap is reached; it goes when the last 24 hours free a place.`);
      return;
    }
    if (allowance === "capped_address") {
      log(`Confirmation e-mail to ${email} held back: per-address cap reached.`);
      return;
    }
    if (settings.sendsMail) settings.wake();
    else log(`SMTP_URL is not set, so no confirmation e-mail goes out; the link for ${email} is ${confirmUrl}`);
  }

  /** The guide's e-mail to a confirmed subscriber, with a link signed for them from now, and the link. */
  async function guideDelivery(subscriberId: number, email: string, guide: { id: string; title: string }) {
    const url = await guideLink(db, publicOrigin, guide.id, subscriberId, now());
    const bookUrl = taggedLink(publicOrigin, welcomeLinks(publicOrigin).bookUrl, guideCampaign(guide.id));
    return { delivery: { title: guide.title, url }, mail: await guideMail(await siteOf(db), email, guide.title, url, bookUrl) };
  }

  /**
   * A confirmed address that subscribes again is told so by e-mail (decision 027), or sent the guide it asked for
   * again (decision 077), within the confirmation caps; true when it went, false when a cap held it back.
   */
  async function mailWithinCaps(email: string, mail: OutgoingMail): Promise<boolean> {
    const at = now();
    const allowance = await confirmationAllowance(db, email, settings.confirmMaxPerDay, at);
    await db.transaction(async (tx) => {
      await logCappedMail(tx, email, allowance, at);
      if (allowance === "sent") await queueMail(tx, mail);
    });
    if (allowance === "sent" && settings.sendsMail) settings.wake();
    return allowance === "sent";
  }

  /**
   * An address already on the list that subscribes again: a pending one gets its confirmation
   * again, within the caps; one that unsubscribed starts afresh as pending, with a new
   * 'subscribed' consent event and the coach's notification. Whether it started afresh, and what became of its e-mail.
   */
  async function subscribeAgain(
    row: SubscriberInput,
    guide: Resource | undefined,
    alsoAsOwner?: (tx: Queryable) => Promise<void>,
  ): Promise<{ afresh: boolean; mail: SignUpMail }> {
    const [found] = await db.query("select id, status, email from public.subscribers where lower(email) = lower($1)", [
      row.email,
    ]);
    if (found?.status === "confirmed") {
      const email = String(found.email);
      const mail = guide
        ? (await guideDelivery(Number(found.id), email, guide)).mail
        : await alreadySubscribedMail(await siteOf(db), email);
      return { afresh: false, mail: (await mailWithinCaps(email, mail)) ? "sent" : "held back" };
    }
    if (found?.status !== "pending" && found?.status !== "unsubscribed") return { afresh: false, mail: "held back" };
    const again = found.status === "unsubscribed";
    const { allowance, confirmUrl, record } = await prepareConfirmation(row.email, guide?.title);
    await db.transaction(async (tx) => {
      if (again) {
        await tx.query(
          `with pending as (
             update public.subscribers
             set status = 'pending', created_at = now(), confirmed_at = null, source_path = $2, consent_version = $3,
               guide_id = $4
             where lower(email) = lower($1) and status = 'unsubscribed' returning email, source_path, consent_version, guide_id
           )
           insert into public.consent_events (email, event, page_path, consent_version, guide_id)
           select email, 'subscribed', source_path, consent_version, guide_id from pending`,
          [row.email, row.source_path ?? null, row.consent_version ?? null, guide?.id ?? null],
        );
        await alsoAsOwner?.(tx);
      } else if (guide) {
        // Still pending and now asking for a guide: confirming sends the one asked for last.
        await tx.query("update public.subscribers set guide_id = $2 where lower(email) = lower($1) and status = 'pending'", [
          row.email,
          guide.id,
        ]);
      }
      await record(tx);
    });
    afterQueued(row.email, allowance, confirmUrl);
    return { afresh: again, mail: signUpMail(allowance) };
  }

  /**
   * Sends the next waiting confirmation, oldest first, if the 24 hours before now leave a place: under a lock, so two
   * servers never pass the cap together: "gone" when another server sent it or it ended meanwhile, "stop" when none
   * waits or no place is free.
   */
  async function sendNextWaitingConfirmation(): Promise<"sent" | "gone" | "stop"> {
    const at = now();
    const [next] = await db.query(
      `select email, guide_id from public.subscribers
       where confirmation_waiting_since is not null and status = 'pending'
       order by confirmation_waiting_since, id limit 1`,
    );
    if (!next) return "stop";
    const email = String(next.email);
    const guide = await offeredGuide(db, next.guide_id as string | null);
    const { confirmUrl, record } = await confirmationFor(email, "sent", at, guide?.title);
    const sent = await db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock($1)", [waitingConfirmationsLock]);
      if ((await confirmationPlaces(tx, settings.confirmMaxPerDay, at)) === 0) return "stop";
      const taken = await tx.query(
        `update public.subscribers set confirmation_waiting_since = null
         where lower(email) = lower($1) and confirmation_waiting_since is not null and status = 'pending' returning 1`,
        [email],
      );
      if (taken.length === 0) return "gone";
      await record(tx);
      return "sent";
    });
    if (sent === "sent") afterQueued(email, "sent", confirmUrl);
    return sent;
  }

  /** Where a confirm or unsubscribe token stands, without changing anything. */
  async function checkToken(token: unknown, purpose: "confirm" | "unsubscribe"): Promise<TokenOutcome> {
    if (typeof token !== "string" || token.length === 0 || token.length > longestToken) return "invalid";
    const [row] = await db.query(
      `select used_at is not null as used, coalesce(expires_at < $3::timestamptz, false) as expired
         from public.subscription_tokens where token_hash = $1 and purpose = $2`,
      [hashToken(token), purpose, now().toISOString()],
    );
    if (!row) return "invalid";
    if (row.expired) return "expired";
    if (row.used && purpose === "confirm") return "used";
    return "done";
  }

  return {
    checkToken,
    /** Now, as the lifecycle reads it: a guide link's expiry is checked against it too. */
    clock: now,

    /**
     * Sends the confirmations waiting for a place under the daily cap, oldest first, as many as the 24 hours before
     * now leave room for (decision 089); the server calls it every minute. Returns how many went.
     */
    async sendWaitingConfirmations(): Promise<number> {
      let sent = 0;
      for (let outcome = await sendNextWaitingConfirmation(); outcome !== "stop"; outcome = await sendNextWaitingConfirmation())
        if (outcome === "sent") sent += 1;
      return sent;
    },

    /**
     * Stores a signup as pending (as the anon role, so the database's grants apply) and queues
     * its confirmation e-mail in the same transaction, with `alsoAsOwner` (the coach's notification).
     * An address already there, unless it had unsubscribed and so subscribes afresh, is answered with the database's
     * refusal (23505) beside what became of its e-mail: sent, held back by the per-address cap, or waiting for a place
     * under the daily cap.
     */
    async subscribe(
      row: SubscriberInput,
      alsoAsOwner?: (tx: Queryable) => Promise<void>,
    ): Promise<{ mail: SignUpMail; duplicate?: unknown }> {
      // A guide she no longer offers is not recorded: the reader subscribes, as they asked to.
      const { guide_id, ...fields } = row;
      const guide = await offeredGuide(db, guide_id);
      const { allowance, confirmUrl, record } = await prepareConfirmation(row.email, guide?.title);
      try {
        await db.insertAsAnon("subscribers", { ...fields, ...(guide ? { guide_id: guide.id } : {}) }, async (tx) => {
          await record(tx);
          await alsoAsOwner?.(tx);
        });
      } catch (error) {
        if (!isPostgresError(error) || error.code !== "23505") throw error;
        const { afresh, mail } = await subscribeAgain(row, guide, alsoAsOwner);
        return afresh ? { mail } : { mail, duplicate: error };
      }
      afterQueued(row.email, allowance, confirmUrl);
      return { mail: signUpMail(allowance) };
    },

    /**
     * Confirms the pending subscription the token was sent for, once; queues the welcome e-mail and, for a reader who
     * asked for a guide, the guide's e-mail, whose link the confirmation's page shows too.
     */
    async confirm(token: unknown): Promise<{ outcome: TokenOutcome; guide?: GuideDelivery }> {
      const state = await checkToken(token, "confirm");
      if (state !== "done") return { outcome: state };
      const tokenHash = hashToken(token as string);
      const [found] = await db.query(
        `select t.email, s.id, s.guide_id from public.subscription_tokens t
           left join public.subscribers s on lower(s.email) = lower(t.email) and s.status = 'pending'
          where t.token_hash = $1`,
        [tokenHash],
      );
      const email = String(found?.email);
      const guide = await offeredGuide(db, found?.guide_id as string | null);
      const given = guide && (await guideDelivery(Number(found?.id), email, guide));
      const unsubscribeToken = newToken();
      const unsubscribeUrl = linkTo(publicOrigin, unsubscribePath, unsubscribeToken);
      const welcome = await welcomeMail(
        await siteOf(db),
        email,
        publicOrigin,
        unsubscribeUrl,
        await savedWelcome(db),
        welcomeCampaign,
      );
      const outcome = await db.transaction(async (tx) => {
        const [result] = await tx.query(
          `with used as (
             update public.subscription_tokens set used_at = now()
             where token_hash = $1 and purpose = 'confirm' and used_at is null and expires_at > $3
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
          [tokenHash, hashToken(unsubscribeToken), now().toISOString()],
        );
        const confirmed = Number(result?.confirmed) > 0;
        if (confirmed) await queueMail(tx, welcome);
        if (confirmed && given) await queueMail(tx, given.mail);
        return { used: Number(result?.used) > 0, confirmed };
      });
      if (!outcome.used) return { outcome: "used" };
      if (outcome.confirmed) settings.wake();
      return { outcome: "done", ...(outcome.confirmed && given ? { guide: given.delivery } : {}) };
    },

    /**
     * A fresh link to a guide, by e-mail, for the subscriber an expired link was signed for, while they are subscribed
     * and she offers it, within the confirmation caps: whether it went or a cap held it back, or "no one" to send it to.
     */
    async sendGuideAgain(subscriberId: number, guideId: string): Promise<"sent" | "held back" | "no one"> {
      const guide = await offeredGuide(db, guideId);
      const [found] = await db.query("select email from public.subscribers where id = $1 and status = 'confirmed'", [
        subscriberId,
      ]);
      if (!guide || !found) return "no one";
      const email = String(found.email);
      return (await mailWithinCaps(email, (await guideDelivery(subscriberId, email, guide)).mail)) ? "sent" : "held back";
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

/** Every `intervalMs` (a minute), and once at start, sends the confirmations a free place lets go; `stop` ends it. */
export function startWaitingConfirmations(
  subscriptions: Pick<SubscriptionLifecycle, "sendWaitingConfirmations">,
  options: { intervalMs?: number; log?: (line: string) => void } = {},
) {
  const log = options.log ?? console.log;
  return runEvery(
    options.intervalMs ?? 60_000,
    () => subscriptions.sendWaitingConfirmations(),
    (error) => log(`Waiting confirmation e-mails could not be sent: ${error.message}`),
  );
}
