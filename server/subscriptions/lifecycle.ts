import type { Resource } from "../../app/content/resources";
import type { SubscriberInput } from "../../app/lib/validation";
import { type OutgoingMail, queueMail } from "../mail/outbox";
import { siteOf } from "../settings/current";
import { type Database, isPostgresError, type Queryable } from "../storage/db";
import { confirmationAllowance } from "./caps";
import { guideCampaign, guideLink, offeredGuide } from "./guides";
import { alreadySubscribedMail, confirmationMail, confirmPath, guideMail, linkTo, unsubscribePath, welcomeMail } from "./mail";
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
  /** Now, when a subscriber confirms: their welcome sequence counts its days from it. Handed in, so a test moves it. */
  clock?: () => Date;
}

export type TokenOutcome = "done" | "invalid" | "expired" | "used";

/** A guide given on confirming: its title and the signed link that opens it (decision 077). */
export interface GuideDelivery {
  title: string;
  url: string;
}

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
  const now = settings.clock ?? (() => new Date());

  async function prepareConfirmation(email: string, guideTitle?: string) {
    const allowance = await confirmationAllowance(db, email, settings.confirmMaxPerDay);
    const token = newToken();
    const confirmUrl = linkTo(publicOrigin, confirmPath, token);
    // Rendered before the transaction, so the database waits for no HTML.
    const mail = await confirmationMail(await siteOf(db), email, confirmUrl, guideTitle);
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
    const allowance = await confirmationAllowance(db, email, settings.confirmMaxPerDay);
    await db.transaction(async (tx) => {
      await tx.query("insert into public.confirmation_mail_log (email, outcome) values ($1, $2)", [email, allowance]);
      if (allowance === "sent") await queueMail(tx, mail);
    });
    if (allowance === "sent" && settings.sendsMail) settings.wake();
    return allowance === "sent";
  }

  /**
   * An address already on the list that subscribes again: a pending one gets its confirmation
   * again, within the caps; one that unsubscribed starts afresh as pending, with a new
   * 'subscribed' consent event and the coach's notification. Whether it started afresh, and whether its e-mail went.
   */
  async function subscribeAgain(
    row: SubscriberInput,
    guide: Resource | undefined,
    alsoAsOwner?: (tx: Queryable) => Promise<void>,
  ): Promise<{ afresh: boolean; mailed: boolean }> {
    const [found] = await db.query("select id, status, email from public.subscribers where lower(email) = lower($1)", [
      row.email,
    ]);
    if (found?.status === "confirmed") {
      const email = String(found.email);
      const mail = guide
        ? (await guideDelivery(Number(found.id), email, guide)).mail
        : await alreadySubscribedMail(await siteOf(db), email);
      return { afresh: false, mailed: await mailWithinCaps(email, mail) };
    }
    if (found?.status !== "pending" && found?.status !== "unsubscribed") return { afresh: false, mailed: false };
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
    return { afresh: again, mailed: allowance === "sent" };
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
    /** Now, as the lifecycle reads it: a guide link's expiry is checked against it too. */
    clock: now,

    /**
     * Stores a signup as pending (as the anon role, so the database's grants apply) and queues
     * its confirmation e-mail in the same transaction, with `alsoAsOwner` (the coach's notification).
     * An address already there, unless it had unsubscribed and so subscribes afresh, is answered with the database's
     * refusal (23505) beside whether its e-mail went.
     */
    async subscribe(
      row: SubscriberInput,
      alsoAsOwner?: (tx: Queryable) => Promise<void>,
    ): Promise<{ mailed: boolean; duplicate?: unknown }> {
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
        const { afresh, mailed } = await subscribeAgain(row, guide, alsoAsOwner);
        return afresh ? { mailed } : { mailed, duplicate: error };
      }
      afterQueued(row.email, allowance, confirmUrl);
      return { mailed: allowance === "sent" };
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
