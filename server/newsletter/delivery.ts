import nodemailer from "nodemailer";
import type { RenderedMailSettings } from "../mail/handlers";
import { smtpTransportOptions } from "../mail/notification-email";
import { type MailHandler, SendDeferred, type SentRecord } from "../mail/notifier";
import type { NewsletterDelivery, QueuedNotification } from "../mail/outbox";
import { siteOf } from "../settings/current";
import { linkTo, unsubscribeHeaders, unsubscribePath } from "../subscriptions/mail";
import { hashToken, newToken } from "../subscriptions/statements";
import { editionFor } from "./edition";
import { pauseSend } from "./sending";

/** A recipient as `prepare` found them, with the unsubscribe token stored for their edition. */
interface PreparedRecipient {
  status: string;
  email: string;
  pausedReason: string | null;
  pausedForMs: number | null;
  subscribed: boolean;
  token: string;
  tokenHash: string;
}

/** Whether the send was paused when the recipient was looked up: then no unsubscribe token was stored for them. */
const wasPaused = ({ pausedReason, pausedForMs }: PreparedRecipient) =>
  pausedReason !== null && (pausedForMs === null || pausedForMs > 0);

const tokenStored = (recipient: PreparedRecipient) => recipient.subscribed && !wasPaused(recipient);

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
 * The outbox's handler for newsletter editions (handed to the outbox worker by server/index.ts, its place in server/mail/handlers.ts): checks the recipient
 * is still to be sent to, renders the issue with their own unsubscribe link and sends it over one kept-open
 * SMTP connection, then records the outcome on the recipient row. Quota, sign-in and repeated failures pause
 * the send rather than fail anyone.
 */
export function createNewsletterHandler(settings: RenderedMailSettings) {
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

  /** What `prepare` found for each recipient of the batch in hand, taken by `send` as it goes. */
  const prepared = new Map<number, PreparedRecipient>();

  /**
   * Where each recipient of a batch stands, in one statement: marks skipped those who are no longer
   * confirmed, unsuppressed subscribers, and stores an unsubscribe token for each edition that may go now.
   */
  async function prepare(deliveries: NewsletterDelivery[]) {
    const tokens = new Map(
      deliveries.map(({ recipientId }) => {
        const token = newToken();
        return [recipientId, { token, tokenHash: hashToken(token) }];
      }),
    );
    const rows = await db.query(
      `with batch as (
         select * from unnest($1::bigint[], $2::text[]) as b(id, token_hash)
       ), state as (
         select r.id, r.status, r.email, s.paused_reason, batch.token_hash,
                extract(epoch from s.paused_until - now()) * 1000 as paused_for_ms,
                exists (select 1 from public.subscribers sub where lower(sub.email) = lower(r.email) and sub.status = 'confirmed')
                  and not exists (select 1 from public.suppressed_addresses x where lower(x.email) = lower(r.email)) as subscribed
         from batch join public.newsletter_recipients r on r.id = batch.id
           join public.newsletter_sends s on s.issue_number = r.issue_number
       ), due as (
         select * from state where status = 'queued' and (paused_reason is null or paused_for_ms <= 0)
       ), skipped as (
         update public.newsletter_recipients set status = 'skipped'
         where id in (select id from due where not subscribed)
       ), token as (
         insert into public.subscription_tokens (token_hash, email, purpose)
         select token_hash, email, 'unsubscribe' from due where subscribed
       )
       select id, status, email, paused_reason, paused_for_ms, subscribed from state`,
      [[...tokens.keys()], [...tokens.values()].map(({ tokenHash }) => tokenHash)],
    );
    for (const row of rows) {
      const recipientId = Number(row.id);
      prepared.set(recipientId, {
        status: String(row.status),
        email: String(row.email),
        pausedReason: row.paused_reason === null ? null : String(row.paused_reason),
        pausedForMs: row.paused_for_ms === null ? null : Number(row.paused_for_ms),
        subscribed: row.subscribed === true,
        ...(tokens.get(recipientId) as { token: string; tokenHash: string }),
      });
    }
  }

  /**
   * After a pause, what was looked up for the rest of the batch is out of date: it is dropped,
   * with the tokens stored for editions that will not go now (`withdrawnTokenHashes`: those of the
   * edition in hand, when it did not go either), and each is looked up again when due.
   */
  async function forgetPrepared(withdrawnTokenHashes: string[]) {
    const unused = [...prepared.values()].filter((recipient) => recipient.status === "queued" && recipient.subscribed);
    prepared.clear();
    const tokenHashes = [...withdrawnTokenHashes, ...unused.map(({ tokenHash }) => tokenHash)];
    if (tokenHashes.length > 0)
      await db.query("delete from public.subscription_tokens where token_hash = any($1::text[])", [tokenHashes]);
  }

  /** Pauses the whole send (see `pauseSend`) and drops what was looked up for the rest of the batch. */
  async function pauseWholeSend(issue: number, reason: string, forMs: number | null, withdrawnTokenHashes: string[]) {
    await pauseSend(db, issue, reason, forMs, ratePerMinute);
    await forgetPrepared(withdrawnTokenHashes);
  }

  async function preparedRecipient(delivery: NewsletterDelivery, again = false): Promise<PreparedRecipient | undefined> {
    if (again || !prepared.has(delivery.recipientId)) await prepare([delivery]);
    const recipient = prepared.get(delivery.recipientId);
    prepared.delete(delivery.recipientId);
    return recipient;
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
    // This edition's token went with the failure count, above.
    await pauseWholeSend(delivery.issue, reason, null, []);
    log(`Newsletter issue ${delivery.issue} paused: ${reason}`);
    return true;
  }

  async function refused(delivery: NewsletterDelivery, error: unknown, tokenHash: string): Promise<void> {
    const refusal = classifyRefusal(error);
    const answer = answerOf(error);
    if (refusal === "quota") {
      const resumesAt = clock.format(new Date(Date.now() + quotaPauseMs));
      const reason = `Your mail provider refused more e-mail for now (${answer}). Sending resumes by itself at ${resumesAt}.`;
      await pauseWholeSend(delivery.issue, reason, quotaPauseMs, [tokenHash]);
      throw new SendDeferred(reason, quotaPauseMs);
    }
    if (refusal === "sign-in") {
      const reason = `The mail server refused to sign in (${answer}). Check SMTP_URL, then resume.`;
      await pauseWholeSend(delivery.issue, reason, null, [tokenHash]);
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

  /**
   * Whether the send is paused now. Asked before every edition, not taken from the batch's lookup: a pause the
   * coach pressed while a batch was in hand stops it at the next edition, so the screen's "Sent" stays what the
   * mail server really received.
   */
  async function pausedNow(issue: number): Promise<SendDeferred | undefined> {
    const [row] = await db.query(
      `select paused_reason, extract(epoch from paused_until - now()) * 1000 as paused_for_ms
       from public.newsletter_sends where issue_number = $1`,
      [issue],
    );
    if (!row || row.paused_reason === null) return undefined;
    const pausedForMs = row.paused_for_ms === null ? null : Number(row.paused_for_ms);
    if (pausedForMs !== null && pausedForMs <= 0) return undefined;
    return new SendDeferred(String(row.paused_reason), pausedForMs);
  }

  async function send(notification: QueuedNotification): Promise<SentRecord | undefined> {
    if (notification.kind !== "newsletter") throw new Error("Not a newsletter edition.");
    const delivery = notification.fields;
    let recipient = await preparedRecipient(delivery);
    if (recipient?.status !== "queued") return;
    const paused = await pausedNow(delivery.issue);
    if (paused) {
      await forgetPrepared(tokenStored(recipient) ? [recipient.tokenHash] : []);
      throw paused;
    }
    // Looked up while the send was paused, so no unsubscribe token was stored for it: looked up again.
    if (wasPaused(recipient)) recipient = await preparedRecipient(delivery, true);
    if (recipient?.status !== "queued" || !recipient.subscribed) return;
    const { tokenHash } = recipient;
    const unsubscribeUrl = linkTo(publicOrigin, unsubscribePath, recipient.token);
    const edition = await editionFor(db, delivery.issue, publicOrigin, unsubscribeUrl);
    const site = await siteOf(db);
    try {
      await transport.sendMail({
        from: { name: site.brand, address: from },
        to: recipient.email,
        // Her address in Your details as it is now: a reader's answer reaches her, not the sending mailbox.
        replyTo: site.email,
        subject: edition.subject,
        html: edition.html,
        text: edition.text,
        headers: unsubscribeHeaders(site, unsubscribeUrl),
        // The same id for this issue and person on a resend after a crash, so mail programs see one message.
        messageId: `<newsletter-issue-${delivery.issue}-${delivery.recipientId}@${domain}>`,
      });
    } catch (error) {
      await refused(delivery, error, tokenHash);
      return;
    }
    // The recipient's row says "sent" in the transaction that marks the outbox's.
    return async (tx) => {
      await tx.query(
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
    };
  }

  const handler: MailHandler = {
    send,
    /** Looks up each edition of a claimed batch in one statement. */
    async prepare(batch) {
      const deliveries = batch.flatMap((notification) => (notification.kind === "newsletter" ? [notification.fields] : []));
      if (deliveries.length > 0) await prepare(deliveries);
    },
  };
  return { ...handler, close: () => transport.close() };
}
