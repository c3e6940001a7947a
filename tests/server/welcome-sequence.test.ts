import { afterEach, beforeEach, expect, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { rawHeader } from "../../scripts/support/smtp-sink";
import type { createApp } from "../../server/app";
import type { Notifications } from "../../server/mail/notifications";
import { createSubscriptionLifecycle } from "../../server/subscriptions";
import { queueDueSequenceEmails } from "../../server/subscriptions/welcome-sequence";
import { onEachStore } from "./support/databases";
import { formPost, tokenIn } from "./support/form-posts";
import { startOutboxWorker } from "./support/outbox-worker";
import { backOfficeApi, jsonOf, mailingApp } from "./support/publishing-app";
import { signedIn, suiteDatabase, suiteSmtpServer } from "./support/suite";

const origin = testAppOptions.publicOrigin;
const coach = "coach@example.com";
const day = 24 * 60 * 60_000;

interface Standing {
  emails: { id: number; subject: string; delayDays: number; received: number; waiting: number }[];
  paused: boolean;
  includesEarlier: boolean;
}

onEachStore("the welcome sequence on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.welcome_sequence_sends, public.welcome_sequence_emails, public.welcome_sequence, public.subscribers, public.notification_outbox, public.consent_events, public.subscription_tokens, public.confirmation_mail_log, public.welcome_email, public.suppressed_addresses",
  );
  const smtp = suiteSmtpServer();
  const cookie = signedIn(test, coach);
  let notifications: Notifications;
  let app: ReturnType<typeof createApp>;
  const call = backOfficeApi(() => app, cookie);
  /** Days the clock is moved forward: handed to the server, never slept. */
  let daysOn = 0;
  const clock = () => new Date(Date.now() + daysOn * day);
  const wake = () => notifications.notifier.wake();

  function startServer() {
    notifications = startOutboxWorker(test.db, smtp.url, coach);
    const subscriptions = createSubscriptionLifecycle({
      db: test.db,
      publicOrigin: origin,
      confirmMaxPerDay: 50,
      sendsMail: true,
      wake,
      log: () => undefined,
      clock,
    });
    app = mailingApp(test.db, coach, wake, { confirmMaxPerDay: 50, clock }, { subscriptions });
  }
  beforeEach(() => {
    daysOn = 0;
    startServer();
  });
  afterEach(() => notifications.notifier.stop());

  /** A day's look for due e-mails, as the server's timer makes it. */
  const queueDue = () => queueDueSequenceEmails({ db: test.db, publicOrigin: origin, ratePerMinute: 0, clock, wake });

  /** Subscribes as the form posts without JavaScript and confirms by the e-mailed link; the welcome e-mail arrives. */
  async function subscribeAndConfirm(email: string) {
    const before = smtp.received.length;
    await app.request("/forms/subscribe", formPost({ email, website: "", source_path: "/newsletter" }));
    const mails = await smtp.waitForMails(before + 1);
    const token = tokenIn(mails.at(-1)?.parsed.text ?? "", "/newsletter/confirm");
    expect((await app.request("/newsletter/confirm", formPost({ token }))).status).toBe(200);
    await smtp.waitForMails(before + 2);
  }

  const addEmail = (delayDays: number, subject: string) =>
    call("POST", "/welcome-sequence/emails", {
      delayDays,
      subject,
      body: `${subject}: a few words from me. [Book a session](/services) when you are ready.`,
    });
  const subjectsTo = (email: string) =>
    smtp.received.filter((mail) => mail.recipients.includes(email)).map((mail) => mail.parsed.subject);
  const standing = () => jsonOf<Standing>(call("GET", "/welcome-sequence"));

  /** Waits until the outbox has sent everything queued: what arrives is then all that will. */
  async function outboxSent() {
    for (;;) {
      const [row] = await test.db.query("select count(*)::int as unsent from public.notification_outbox where sent_at is null");
      if (Number(row?.unsent) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Moves the clock to `days` after the start, looks for due e-mails, and waits for those queued to arrive. */
  async function dayComes(days: number) {
    daysOn = days;
    const before = smtp.received.length;
    const queued = await queueDue();
    if (queued > 0) await smtp.waitForMails(before + queued);
    return queued;
  }

  it("sends a sequence of three, each once and in order on its day, and counts who received and who waits", async () => {
    expect((await addEmail(3, "Day 3: your first step")).status).toBe(200);
    expect((await addEmail(7, "Day 7: what changed")).status).toBe(200);
    await subscribeAndConfirm("ada@example.com");

    expect(await dayComes(2)).toBe(0);
    let emails = (await standing()).emails;
    expect(emails.map(({ received, waiting }) => ({ received, waiting }))).toEqual([
      { received: 0, waiting: 1 },
      { received: 0, waiting: 1 },
    ]);
    expect(await dayComes(3)).toBe(1);
    expect(await dayComes(4)).toBe(0);
    expect(await dayComes(7)).toBe(1);
    expect(await dayComes(40)).toBe(0);

    const [welcome, first, second] = subjectsTo("ada@example.com").slice(1);
    expect([first, second]).toEqual(["Day 3: your first step", "Day 7: what changed"]);
    expect(welcome).toMatch(/^Welcome to /);
    const sequenceMail = smtp.received.at(-1);
    expect(sequenceMail?.parsed.text).toContain("Day 7: what changed: a few words from me.");
    // Its link to the site is tagged with it, so a booking that follows is credited to it (What brings clients).
    const [, day7] = (await standing()).emails;
    expect(sequenceMail?.parsed.html).toContain(`/services?utm_source=newsletter&amp;utm_campaign=welcome-${day7?.id}`);
    const unsubscribeLink = sequenceMail && rawHeader(sequenceMail.parsed, "List-Unsubscribe");
    expect(unsubscribeLink).toMatch(/^<https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+>/);
    expect(sequenceMail?.parsed.text).toContain(unsubscribeLink?.slice(1, unsubscribeLink.indexOf(">")));
    emails = (await standing()).emails;
    expect(emails.map(({ received, waiting }) => ({ received, waiting }))).toEqual([
      { received: 1, waiting: 0 },
      { received: 1, waiting: 0 },
    ]);
    // Subscribers, and their export, say where each is in it.
    const list = await jsonOf<{ subscribers: { email: string; sequence_place: string }[] }>(call("GET", "/subscribers"));
    expect(list.subscribers).toMatchObject([{ email: "ada@example.com", sequence_place: "3 of 3 received" }]);
    const csv = await (await call("GET", "/subscribers/export.csv")).text();
    expect(csv.split("\r\n")[0]).toMatch(/,welcome_sequence,guide,confirmation_waiting_since \(London time\)$/);
    expect(csv).toMatch(/,ada@example\.com,.*,3 of 3 received,,\r\n/);
  });

  it("stops at once on unsubscribing by a sequence e-mail's link, even an e-mail already queued", async () => {
    await addEmail(2, "Day 2");
    await addEmail(4, "Day 4");
    await addEmail(6, "Day 6");
    await subscribeAndConfirm("ada@example.com");
    expect(await dayComes(2)).toBe(1);
    const unsubscribeToken = tokenIn(smtp.received.at(-1)?.parsed.text ?? "", "/newsletter/unsubscribe");

    await notifications.notifier.stop();
    daysOn = 4;
    expect(await queueDue()).toBe(1);
    expect((await app.request("/newsletter/unsubscribe", formPost({ token: unsubscribeToken }))).status).toBe(200);
    // The queued day-4 e-mail was dropped with the unsubscribe, and nothing else goes.
    expect(await test.db.query("select id from public.notification_outbox where sent_at is null")).toEqual([]);
    startServer();
    expect(await dayComes(6)).toBe(0);
    expect(await dayComes(30)).toBe(0);
    expect(subjectsTo("ada@example.com").slice(2)).toEqual(["Day 2"]);
    const [row] = await test.db.query("select status from public.subscribers");
    expect(row?.status).toBe("unsubscribed");
  });

  it("loses nothing and sends nothing twice across a restart between queueing and sending", async () => {
    await addEmail(3, "Day 3");
    await addEmail(5, "Day 5");
    await subscribeAndConfirm("ada@example.com");
    expect(await dayComes(3)).toBe(1);

    await notifications.notifier.stop();
    daysOn = 5;
    expect(await queueDue()).toBe(1);
    await test.reopen();
    startServer();
    await smtp.waitForMails(smtp.received.length + 1);
    expect(await dayComes(5)).toBe(0);
    expect(await dayComes(9)).toBe(0);
    await outboxSent();
    expect(subjectsTo("ada@example.com").slice(2)).toEqual(["Day 3", "Day 5"]);
  });

  it("sends an e-mail added later only to those who have not passed its place", async () => {
    await addEmail(3, "Day 3");
    await addEmail(7, "Day 7");
    await subscribeAndConfirm("early@example.com");
    expect(await dayComes(6)).toBe(1);
    await subscribeAndConfirm("later@example.com");

    expect((await addEmail(5, "Day 5, added later")).status).toBe(200);
    expect(await dayComes(7)).toBe(1);
    expect(await dayComes(9)).toBe(1);
    expect(await dayComes(11)).toBe(1);
    expect(await dayComes(13)).toBe(1);
    expect(await dayComes(60)).toBe(0);

    expect(subjectsTo("early@example.com").slice(2)).toEqual(["Day 3", "Day 7"]);
    expect(subjectsTo("later@example.com").slice(2)).toEqual(["Day 3", "Day 5, added later", "Day 7"]);
    const added = (await standing()).emails.find((email) => email.delayDays === 5);
    expect(added).toMatchObject({ received: 1, waiting: 0 });
  });

  it("pauses and resumes, and reaches those who subscribed before it began only when she says so", async () => {
    await subscribeAndConfirm("before@example.com");
    daysOn = 1;
    await addEmail(3, "Day 3");
    await subscribeAndConfirm("after@example.com");

    expect((await jsonOf<Standing>(call("PUT", "/welcome-sequence", { paused: true }))).paused).toBe(true);
    expect(await dayComes(5)).toBe(0);
    expect((await jsonOf<Standing>(call("PUT", "/welcome-sequence", { paused: false }))).paused).toBe(false);
    expect(await dayComes(5)).toBe(1);
    expect(subjectsTo("after@example.com").slice(2)).toEqual(["Day 3"]);
    expect(subjectsTo("before@example.com").slice(2)).toEqual([]);

    const included = await jsonOf<Standing>(call("PUT", "/welcome-sequence", { includeEarlier: true }));
    expect(included.includesEarlier).toBe(true);
    expect(await dayComes(7)).toBe(0);
    expect(await dayComes(8)).toBe(1);
    expect(subjectsTo("before@example.com").slice(2)).toEqual(["Day 3"]);
  });

  it("refuses a delay of 0 or over 365 days and an e-mail with no subject, beside the field", async () => {
    const refusals = await Promise.all(
      [
        { delayDays: 0, subject: "Too soon", body: "Hello" },
        { delayDays: 366, subject: "Too late", body: "Hello" },
        { delayDays: 3, subject: "  ", body: "Hello" },
      ].map(async (fields) => {
        const answer = await call("POST", "/welcome-sequence/emails", fields);
        return { status: answer.status, errors: (await answer.json()).errors };
      }),
    );
    expect(refusals).toEqual([
      { status: 400, errors: { delayDays: "Please give at least 1 day: the welcome e-mail is the one sent at once." } },
      { status: 400, errors: { delayDays: "Please give at most 365 days after confirming." } },
      { status: 400, errors: { subject: "Please write a subject." } },
    ]);
    expect((await standing()).emails).toEqual([]);
  });
});
