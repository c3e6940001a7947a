import nodemailer from "nodemailer";
import { site } from "../../app/content/site";
import type { Database } from "../db";
import { smtpTransportOptions } from "../notification-email";
import { SendDeferred } from "../notifier";
import type { NewsletterDelivery, QueuedNotification } from "../outbox";
import { linkTo, unsubscribeHeaders, unsubscribePath } from "../subscriptions/mail";
import { hashToken, newToken } from "../subscriptions/statements";
import { editionFor } from "./edition";
import { pauseSend } from "./sending";

export interface NewsletterDeliverySettings {
  db: Database;
  smtpUrl: string;
  insecure?: boolean;
  /** NEWSLETTER_FROM. */
  from: string;
  publicOrigin: string;
  ratePerMinute: number;
  /** How long a send waits after the provider refuses more mail for now (its quota or rate). */
  quotaPauseMs?: number;
  log?: (message: string) => void;
}

/** Failures in a row, of any recipients, after which the whole send pauses for the coach to look. */
export const failuresBeforePause = 10;

const hour = 60 * 60_000;

/** Whose fault an SMTP refusal is, which decides what happens next. */
export type Refusal = "quota" | "sign-in" | "mailbox" | "temporary";

const quotaWords =
  /\b[45]\.4\.5\b|quota|rate limit|too many (messages|mails|e-?mails|recipients|connections)|sending limit|throttl/i;

/** Sorts a nodemailer error: the provider's quota or rate, a refused sign-in, a refused mailbox, or anything else (retried). */
export function classifyRefusal(error: unknown): Refusal {
  const { code, responseCode, response, message } = error as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const text = `${response ?? ""} ${message ?? ""}`;
  if (code === "EAUTH" || responseCode === 530 || responseCode === 534 || responseCode === 535) return "sign-in";
  if (responseCode === 421 || (responseCode !== undefined && responseCode >= 400 && quotaWords.test(text))) return "quota";
  if (responseCode !== undefined && responseCode >= 500 && (code === "EENVELOPE" || /\b5\.[12]\.\d+\b/.test(text)))
    return "mailbox";
  return "temporary";
}

const answerOf = (error: unknown) =>
  ((error as { response?: string }).response ?? (error as Error).message ?? String(error)).slice(0, 500);

const clock = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "Europe/London" });

/**
 * The outbox's sender for newsletter editions: checks the recipient is still to be sent to, renders the
 * issue with their own unsubscribe link and sends it over one kept-open SMTP connection, then records the
 * outcome on the recipient row. Quota, sign-in and repeated failures pause the send rather than fail anyone.
 */
export function createNewsletterSender(settings: NewsletterDeliverySettings) {
  const { db, from, publicOrigin, ratePerMinute } = settings;
  const quotaPauseMs = settings.quotaPauseMs ?? hour;
  const log = settings.log ?? console.log;
  const domain = from.split("@")[1];
  const transport = nodemailer.createTransport({
    ...smtpTransportOptions(settings.smtpUrl, settings.insecure),
    pool: true,
    maxConnections: 1,
    maxMessages: 1000,
  });

  /**
   * Where the recipient stands, in one statement: marks them skipped when they are no longer a
   * confirmed, unsuppressed subscriber, and stores their unsubscribe token when the edition may go now.
   */
  async function claimRecipient({ recipientId }: NewsletterDelivery, tokenHash: string) {
    const [row] = await db.query(
      `with state as (
         select r.id, r.status, r.email, s.paused_reason,
                extract(epoch from s.paused_until - now()) * 1000 as paused_for_ms,
                exists (select 1 from public.subscribers sub where lower(sub.email) = lower(r.email) and sub.status = 'confirmed')
                  and not exists (select 1 from public.suppressed_addresses x where lower(x.email) = lower(r.email)) as subscribed
         from public.newsletter_recipients r join public.newsletter_sends s on s.issue_number = r.issue_number
         where r.id = $1
       ), due as (
         select * from state where status = 'queued' and (paused_reason is null or paused_for_ms <= 0)
       ), skipped as (
         update public.newsletter_recipients set status = 'skipped'
         where id = (select id from due where not subscribed)
       ), token as (
         insert into public.subscription_tokens (token_hash, email, purpose)
         select $2, email, 'unsubscribe' from due where subscribed
       )
       select status, email, paused_reason, paused_for_ms, subscribed from state`,
      [recipientId, tokenHash],
    );
    return row;
  }

  async function countFailure(delivery: NewsletterDelivery, error: unknown, tokenHash: string): Promise<boolean> {
    const [row] = await db.query(
      `with token as (delete from public.subscription_tokens where token_hash = $2)
       update public.newsletter_sends set failures_in_a_row = failures_in_a_row + 1 where issue_number = $1
       returning failures_in_a_row`,
      [delivery.issue, tokenHash],
    );
    if (Number(row?.failures_in_a_row) < failuresBeforePause) return false;
    const reason = `${failuresBeforePause} e-mails in a row could not be sent; the last answer was: ${answerOf(error)}. Check the mail settings, then resume.`;
    await pauseSend(db, delivery.issue, reason, null, ratePerMinute);
    log(`Newsletter issue ${delivery.issue} paused: ${reason}`);
    return true;
  }

  async function refused(delivery: NewsletterDelivery, error: unknown, tokenHash: string): Promise<void> {
    const refusal = classifyRefusal(error);
    const answer = answerOf(error);
    if (refusal === "quota") {
      const resumesAt = clock.format(new Date(Date.now() + quotaPauseMs));
      const reason = `Your mail provider refused more e-mail for now (${answer}). Sending resumes by itself at ${resumesAt}.`;
      await db.query("delete from public.subscription_tokens where token_hash = $1", [tokenHash]);
      await pauseSend(db, delivery.issue, reason, quotaPauseMs, ratePerMinute);
      throw new SendDeferred(reason, quotaPauseMs);
    }
    if (refusal === "sign-in") {
      const reason = `The mail server refused to sign in (${answer}). Check SMTP_URL, then resume.`;
      await db.query("delete from public.subscription_tokens where token_hash = $1", [tokenHash]);
      await pauseSend(db, delivery.issue, reason, null, ratePerMinute);
      throw new SendDeferred(reason, null);
    }
    if (refusal === "mailbox") {
      await db.query(
        `with failed as (
           update public.newsletter_recipients set status = 'failed', error = $2 where id = $1 returning email
         )
         insert into public.suppressed_addresses (email, reason) select email, $2 from failed on conflict do nothing`,
        [delivery.recipientId, answer],
      );
      await countFailure(delivery, error, tokenHash);
      return;
    }
    if (await countFailure(delivery, error, tokenHash)) throw new SendDeferred(answer, null);
    throw error;
  }

  async function send(notification: QueuedNotification): Promise<void> {
    if (notification.kind !== "newsletter") throw new Error("Not a newsletter edition.");
    const delivery = notification.fields;
    const token = newToken();
    const tokenHash = hashToken(token);
    const state = await claimRecipient(delivery, tokenHash);
    if (state?.status !== "queued") return;
    if (state.paused_reason !== null) {
      const pausedFor = state.paused_for_ms === null ? null : Number(state.paused_for_ms);
      if (pausedFor === null || pausedFor > 0) throw new SendDeferred(String(state.paused_reason), pausedFor);
    }
    if (!state.subscribed) return;
    const email = String(state.email);
    const unsubscribeUrl = linkTo(publicOrigin, unsubscribePath, token);
    const edition = await editionFor(delivery.issue, publicOrigin, unsubscribeUrl);
    try {
      await transport.sendMail({
        from: { name: site.brand, address: from },
        to: email,
        subject: edition.subject,
        html: edition.html,
        text: edition.text,
        headers: unsubscribeHeaders(unsubscribeUrl),
        // The same id for this issue and person on a resend after a crash, so mail programs see one message.
        messageId: `<newsletter-issue-${delivery.issue}-${delivery.recipientId}@${domain}>`,
      });
    } catch (error) {
      await refused(delivery, error, tokenHash);
      return;
    }
    await db.query(
      `with sent as (
         update public.newsletter_recipients set status = 'sent', sent_at = now(), error = null where id = $1 returning issue_number
       )
       update public.newsletter_sends
       set failures_in_a_row = 0,
           paused_reason = case when paused_until is null then paused_reason end,
           paused_until = null
       where issue_number = (select issue_number from sent)`,
      [delivery.recipientId],
    );
  }

  return { send, close: () => transport.close() };
}

export type NewsletterSender = ReturnType<typeof createNewsletterSender>;
