import type { Context } from "hono";
import { Hono } from "hono";
import { emailPreviewPolicy } from "../http/content-security-policy";
import { integerId } from "../http/path-ids";
import { refuse } from "../http/refusal";
import { campaignLink, editionFor } from "../newsletter/edition";
import { sourceResults } from "../newsletter/issue-results";
import { reactivateRefusedAddress, refusedAddresses } from "../newsletter/refused-addresses";
import { reasonsToConfirmAgain, secondQuestion } from "../newsletter/second-confirmation";
import { pauseSend, recipientCount, resumeSend, retryFailed, sendHistory, sendProgress, startSend } from "../newsletter/sending";
import { siteContentOf } from "../newsletter/site-content";
import { jsonObject } from "../sign-in/guards";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { guideSources } from "../subscriptions/guides";
import { unsubscribePath } from "../subscriptions/mail";
import { welcomeSource } from "../subscriptions/welcome-version";
import { answerTestSend, type TestSendGate } from "./test-send";

export interface NewsletterApiOptions {
  db: Database;
  secure: boolean;
  publicOrigin: string;
  /** NEWSLETTER_FROM. */
  from: string;
  /** NEWSLETTER_RATE_PER_MINUTE. */
  ratePerMinute: number;
  /** Whether SMTP is configured, so that queued editions go out. */
  sendsMail: boolean;
  /** Tells the outbox worker there is mail to send. */
  mailQueued: () => void;
  /** The hourly cap on test sends, shared with the drafts' and the welcome e-mail's tests. */
  testSendGate: TestSendGate;
}

const pausedByCoach = "Paused by you. Nothing more goes out until you resume.";

/**
 * /admin/api/newsletter: the issues and how each send stands; preview, a test to any address (10 an hour), send
 * (twice confirmed when the issue already went out or any issue did in the last 24 hours), pause, resume, retry;
 * refused addresses.
 */
export function createNewsletterApi(options: NewsletterApiOptions) {
  const { db, publicOrigin, ratePerMinute } = options;
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, options.secure));

  const noSuchIssue = (c: Context) => refuse(c, 404, { message: "There is no such newsletter issue." });
  const issueOf = async (c: Context) =>
    (await siteContentOf(db)).issues.find(({ issue }) => issue.number === Number(c.req.param("issue")))?.issue;
  const noMail = (c: Context) =>
    refuse(c, 409, { code: "no-mail", message: "E-mail is not set up on this server (SMTP_URL), so nothing can be sent." });
  const beingSent = (c: Context, issue: number) =>
    refuse(c, 409, { message: `Issue ${issue} is being sent or is paused: nothing new can start until it finishes.` });
  // The preview and the test have a link to the unsubscribe page without a token: it unsubscribes no one.
  const sampleEdition = (issue: number) => editionFor(db, issue, publicOrigin, `${publicOrigin}${unsubscribePath}`);

  api.get("/", async (c) => {
    const [progress, recipients, refused, content] = await Promise.all([
      sendProgress(db),
      recipientCount(db),
      refusedAddresses(db),
      siteContentOf(db),
    ]);
    const issues = content.issues.map(({ issue: { number, title, publishDate, path }, origin }) => ({
      number,
      title,
      publishDate,
      origin,
      webUrl: campaignLink(publicOrigin, path, number),
      send: progress.get(number) ?? null,
    }));
    issues.reverse();
    return c.json({
      issues,
      recipients,
      refused,
      sendsMail: options.sendsMail,
      skippedIssues: content.skipped,
      results: await sourceResults(db, issues, progress, {
        welcome: await welcomeSource(db, content.site),
        guides: await guideSources(db),
      }),
    });
  });

  api.get(`/:issue{${integerId}}/preview`, async (c) => {
    const issue = await issueOf(c);
    if (!issue) return noSuchIssue(c);
    return c.json(await sampleEdition(issue.number));
  });

  // The HTML part alone, for the preview frame: its own policy lets its inline styles apply, and only the site may frame it.
  api.get(`/:issue{${integerId}}/preview.html`, async (c) => {
    const issue = await issueOf(c);
    if (!issue) return noSuchIssue(c);
    c.header("Content-Security-Policy", emailPreviewPolicy);
    c.header("X-Frame-Options", "SAMEORIGIN");
    return c.html((await sampleEdition(issue.number)).html);
  });

  api.post(`/:issue{${integerId}}/test`, async (c) => {
    const issue = await issueOf(c);
    if (!issue) return noSuchIssue(c);
    const testOptions = { ...options, gate: options.testSendGate };
    return answerTestSend(c, testOptions, `a test of issue ${issue.number}`, async () => ({
      from: options.from,
      ...(await sampleEdition(issue.number)),
    }));
  });

  api.post(`/:issue{${integerId}}/send`, async (c) => {
    const issue = await issueOf(c);
    if (!issue) return noSuchIssue(c);
    const body = await jsonObject(c.req.raw);
    if (body?.confirm !== true) return refuse(c, 400, { message: "Please confirm the send." });
    if (!options.sendsMail) return noMail(c);
    const history = await sendHistory(db, issue.number);
    if (history.inProgress) return beingSent(c, issue.number);
    if (history.sentTo > 0 && history.wouldReach === 0)
      return refuse(c, 409, { message: `Everyone subscribed has already had issue ${issue.number}.` });
    const reasons = reasonsToConfirmAgain(issue.number, history, new Date());
    if (reasons.length > 0 && body.confirmAgain !== true) {
      const question = secondQuestion(issue.number, history);
      return refuse(c, 409, { message: reasons.join(" "), question, confirmAgain: true });
    }
    const { started, recipients } = await startSend(db, issue.number, ratePerMinute, reasons.length > 0);
    if (!started) return beingSent(c, issue.number);
    options.mailQueued();
    const people = recipients === 1 ? "1 subscriber" : `${recipients} subscribers`;
    return c.json({ message: `Issue ${issue.number} is going to ${people}.`, recipients }, 201);
  });

  /** A change to a started send: `act` answers what happened, or undefined when the issue was never sent. */
  function sendAction(path: string, act: (issue: number) => Promise<string | undefined>) {
    api.post(`/:issue{${integerId}}/${path}`, async (c) => {
      const issue = await issueOf(c);
      if (!issue) return noSuchIssue(c);
      const message = await act(issue.number);
      if (message === undefined) return refuse(c, 409, { message: `Issue ${issue.number} has not been sent.` });
      options.mailQueued();
      return c.json({ message });
    });
  }
  sendAction("pause", async (issue) =>
    (await pauseSend(db, issue, pausedByCoach, null, ratePerMinute)) ? `Issue ${issue} is paused.` : undefined,
  );
  sendAction("resume", async (issue) =>
    (await resumeSend(db, issue, ratePerMinute)) ? `Issue ${issue} is being sent again.` : undefined,
  );
  sendAction("retry-failed", async (issue) => {
    if (!(await sendProgress(db)).has(issue)) return undefined;
    const retried = await retryFailed(db, issue, ratePerMinute);
    return retried === 1 ? "1 failed recipient is being tried again." : `${retried} failed recipients are being tried again.`;
  });

  api.post("/refused/reactivate", async (c) => {
    const body = await jsonObject(c.req.raw);
    const email = typeof body?.email === "string" ? body.email.trim() : "";
    if (!email.includes("@") || email.length > 254) return refuse(c, 400, { message: "Please give the address." });
    const reactivated = await reactivateRefusedAddress(db, email);
    if (!reactivated) return refuse(c, 404, { message: "That address is not on the list of refused addresses." });
    return c.json({ message: `${reactivated} will receive the newsletter again.` });
  });

  return api;
}
