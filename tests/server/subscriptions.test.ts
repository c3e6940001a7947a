import { createHash } from "node:crypto";
import { afterEach, beforeEach, expect, it } from "vitest";
import { consentVersion } from "../../app/content/consent";
import { testAppOptions } from "../../scripts/support/site-stub";
import { rawHeader } from "../../scripts/support/smtp-sink";
import { createApp } from "../../server/app";
import type { Notifications } from "../../server/mail/notifications";
import { saveSettings } from "../../server/settings/store";
import {
  addSubscriber,
  applyRetention,
  confirmationCapStatus,
  consentHistory,
  createSubscriptionLifecycle,
  eraseEverythingAbout,
  importSubscribers,
  unsubscribeOnRequest,
} from "../../server/subscriptions";
import { rowsInCsv } from "../../server/subscriptions/address-list";
import { subscriberExportSql } from "../../server/subscriptions/export";
import { onEachStore } from "./support/databases";
import { startOutboxWorker } from "./support/outbox-worker";
import { suiteDatabase, suiteSmtpServer } from "./support/suite";

const origin = "https://coach.example";
const site = testAppOptions.site;
const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`${origin}${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  return { url: match[0], token: match[1] as string };
};
const form = (token: string) => ({
  method: "POST",
  body: new URLSearchParams({ token }).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

onEachStore("subscriber lifecycle on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.subscribers, public.contact_messages, public.notification_outbox, public.consent_events, public.suppressed_addresses, public.subscription_tokens, public.confirmation_mail_log, public.erased_address_fingerprints, public.site_settings, public.site_setting_changes",
  );
  const smtp = suiteSmtpServer();
  let notifications: Notifications;
  let app: ReturnType<typeof createApp>;
  const logged: string[] = [];

  beforeEach(() => {
    logged.length = 0;
    notifications = startOutboxWorker(
      test.db,
      smtp.url,
      "coach@example.com",
      { NOTIFY_FROM: "coach@example.com" },
      { pollIntervalMs: 25, retryDelaysMs: [100], log: (line) => logged.push(line) },
    );
    app = appWith(lifecycle(5));
  });
  afterEach(() => notifications.notifier.stop());

  /** The lifecycle sending through the suite's outbox worker, with `confirmMaxPerDay` and, when handed, a clock. */
  const lifecycle = (confirmMaxPerDay: number, clock?: () => Date) =>
    createSubscriptionLifecycle({
      db: test.db,
      publicOrigin: origin,
      confirmMaxPerDay,
      sendsMail: true,
      wake: () => notifications.notifier.wake(),
      log: (line) => logged.push(line),
      clock,
    });
  const appWith = (subscriptions: ReturnType<typeof lifecycle>) =>
    createApp({ db: test.db, ...testAppOptions, site, publicOrigin: origin, subscriptions });

  const subscribe = (email: string, sourcePath = "/newsletter", to = app) =>
    to.request("/rest/v1/subscribers", {
      method: "POST",
      body: JSON.stringify({ email, source_path: sourcePath, consent_version: consentVersion }),
      headers: { "Content-Type": "application/json" },
    });
  const statusOf = async (email: string) =>
    (await test.db.query("select status from public.subscribers where email = $1", [email]))[0]?.status;

  it("subscribe → confirm by POST → welcome with both headers → one-click unsubscribe → export and history", async () => {
    expect((await subscribe("ada@example.com")).status).toBe(201);
    expect(await statusOf("ada@example.com")).toBe("pending");
    const [confirmation] = await smtp.waitForMails(1);
    expect(confirmation?.recipients).toEqual(["ada@example.com"]);
    const confirmLink = linkIn(confirmation?.parsed.text ?? "", "/newsletter/confirm");

    const page = await app.request(confirmLink.url.replace(origin, ""));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Confirm my subscription");
    expect(html).toContain(`<input type="hidden" name="token" value="${confirmLink.token}"/>`);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(await statusOf("ada@example.com")).toBe("pending");

    const confirmed = await app.request("/newsletter/confirm", form(confirmLink.token));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("You are subscribed");
    expect(await statusOf("ada@example.com")).toBe("confirmed");

    const [, welcome] = await smtp.waitForMails(2);
    const listUnsubscribe = rawHeader(welcome?.parsed ?? ({} as never), "List-Unsubscribe") ?? "";
    expect(listUnsubscribe).toMatch(
      /^<https:\/\/coach\.example\/newsletter\/unsubscribe\?token=[\w-]+>, <mailto:.+\?subject=unsubscribe>$/,
    );
    expect(rawHeader(welcome?.parsed ?? ({} as never), "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribeLink = linkIn(listUnsubscribe, "/newsletter/unsubscribe");
    expect(welcome?.parsed.text).toContain(unsubscribeLink.url);

    const oneClick = await app.request(unsubscribeLink.url.replace(origin, ""), {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    const again = await app.request(unsubscribeLink.url.replace(origin, ""), {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    expect(again.status).toBe(200);

    const exported = await test.db.query(subscriberExportSql);
    expect(exported).toEqual([expect.objectContaining({ email: "ada@example.com", status: "unsubscribed" })]);
    const history = await consentHistory(test.db, "ada@example.com");
    expect(history.map((event) => [event.event, event.pagePath, event.consentVersion])).toEqual([
      ["subscribed", "/newsletter", consentVersion],
      ["confirmed", "/newsletter", consentVersion],
      ["unsubscribed", "one-click", null],
    ]);
  });

  it("a forged, reused or expired confirm token shows a clear page and changes nothing", async () => {
    await subscribe("bo@example.com");
    const [mail] = await smtp.waitForMails(1);
    const { token } = linkIn(mail?.parsed.text ?? "", "/newsletter/confirm");

    const forged = await app.request("/newsletter/confirm", form(`${token.slice(0, -2)}xx`));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("This link is not valid");
    expect(await statusOf("bo@example.com")).toBe("pending");

    await test.db.query("update public.subscription_tokens set expires_at = now() - interval '1 second'");
    const expired = await app.request("/newsletter/confirm", form(token));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This link has expired");
    expect(await statusOf("bo@example.com")).toBe("pending");

    await test.db.query("update public.subscription_tokens set expires_at = now() + interval '1 day'");
    expect((await app.request("/newsletter/confirm", form(token))).status).toBe(200);
    const reused = await app.request("/newsletter/confirm", form(token));
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain("already been used");
  });

  it("a token for one address cannot act on another", async () => {
    await subscribe("cy@example.com");
    await subscribe("di@example.com");
    const mails = await smtp.waitForMails(2);
    const forCy = mails.find((mail) => mail.recipients[0] === "cy@example.com");
    await app.request("/newsletter/confirm", form(linkIn(forCy?.parsed.text ?? "", "/newsletter/confirm").token));
    expect(await statusOf("cy@example.com")).toBe("confirmed");
    expect(await statusOf("di@example.com")).toBe("pending");
  });

  it("keeps 409 23505 for a duplicate and re-sends a pending confirmation at most once per 10 minutes, counting those held back", async () => {
    await subscribe("ed@example.com");
    await smtp.waitForMails(1);
    const duplicate = await subscribe("ED@example.com");
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ code: "23505" });
    await test.db.query("update public.confirmation_mail_log set created_at = now() - interval '11 minutes'");
    expect((await subscribe("ed@example.com")).status).toBe(409);
    await smtp.waitForMails(2);
    expect((await subscribe("ed@example.com")).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(2);
    // Health counts each confirmation the per-address cap held back: the two re-sends inside 10 minutes.
    expect((await confirmationCapStatus(test.db, 200)).heldBackToday.perAddress).toBe(2);
  });

  it("tells a confirmed subscriber by e-mail when someone subscribes the address again, within the same caps", async () => {
    await test.db.query(
      "insert into public.subscribers (email, status, confirmed_at) values ('fay@example.com', 'confirmed', now())",
    );
    const again = await subscribe("Fay@example.com");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "23505" });
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.recipients).toEqual(["fay@example.com"]);
    expect(mail?.parsed.subject).toMatch(/^You are already subscribed to /);
    expect(mail?.parsed.text).toContain("nothing has changed");
    for (let attempt = 0; attempt < 3; attempt++) expect((await subscribe("fay@example.com")).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    expect(await statusOf("fay@example.com")).toBe("confirmed");
  });

  it("answers every e-mail to a subscriber to the address she saved in Your details, as it is when each is made", async () => {
    const replyTo = (mail?: { parsed: { replyTo?: { text: string } } }) => mail?.parsed.replyTo?.text;
    await saveSettings(test.db, { email: "claire@realcoach.example" }, "coach@example.com");
    expect((await subscribe("gus@example.com")).status).toBe(201);
    const [confirmation] = await smtp.waitForMails(1);
    expect(replyTo(confirmation)).toBe("claire@realcoach.example");

    await saveSettings(test.db, { email: "replies@realcoach.example" }, "coach@example.com");
    const confirmLink = linkIn(confirmation?.parsed.text ?? "", "/newsletter/confirm");
    expect((await app.request("/newsletter/confirm", form(confirmLink.token))).status).toBe(200);
    const [, welcome] = await smtp.waitForMails(2);
    expect(welcome?.parsed.subject).toMatch(/^Welcome to /);
    expect(replyTo(welcome)).toBe("replies@realcoach.example");

    // Another subscriber's address entered again (gus's own is held by the per-address cap for 10 minutes).
    await test.db.query(
      "insert into public.subscribers (email, status, confirmed_at) values ('hal@example.com', 'confirmed', now())",
    );
    expect((await subscribe("hal@example.com")).status).toBe(409);
    const [, , already] = await smtp.waitForMails(3);
    expect(already?.parsed.subject).toMatch(/^You are already subscribed to /);
    expect(replyTo(already)).toBe("replies@realcoach.example");
  });

  /** A server whose daily cap on confirmation e-mails is 3, with its clock `hoursOn` ahead: moved, never slept. */
  let hoursOn = 0;
  function burstServer() {
    const clock = () => new Date(Date.now() + hoursOn * 3_600_000);
    const subscriptions = lifecycle(3, clock);
    const server = appWith(subscriptions);
    return { subscriptions, clock, subscribe: (email: string) => subscribe(email, "/newsletter", server), server };
  }
  /** Waits until the outbox has sent all it holds: what has arrived is then all that will. */
  async function outboxSent() {
    for (;;) {
      const [row] = await test.db.query("select count(*)::int as unsent from public.notification_outbox where sent_at is null");
      if (Number(row?.unsent) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const recipients = () => smtp.received.flatMap((mail) => mail.recipients);

  it("queues a burst past the daily cap and sends every confirmation once, in order, never more than the cap a day", async () => {
    hoursOn = 0;
    let burst = burstServer();
    const people = Array.from({ length: 10 }, (_, index) => `burst${index}@example.com`);
    const plainAnswer = (email: string) =>
      burst.server.request("/forms/subscribe", {
        ...form(""),
        body: new URLSearchParams({ email, website: "", source_path: "/newsletter" }).toString(),
      });
    // The first by the form without JavaScript, its e-mail sent at once; the last so, its e-mail waiting: both told so.
    const sentAnswer = await plainAnswer(people[0] as string);
    expect(await sentAnswer.text()).toContain("Check your inbox to confirm.");
    // The JavaScript form's PostgREST insert: a bare 201, as PostgREST answers, with a header when the e-mail waits.
    for (const [index, email] of people.slice(1, 9).entries()) {
      const answer = await burst.subscribe(email);
      const waits = index >= 2 ? "waiting" : null;
      expect([answer.status, await answer.text(), answer.headers.get("X-Confirmation-Email")]).toEqual([201, "", waits]);
    }
    // An address already there is refused as before, and nothing says whether its e-mail went or waits.
    const again = await burst.subscribe(people[5] as string);
    expect([again.status, again.headers.get("X-Confirmation-Email")]).toEqual([409, null]);
    const waitingAnswer = await plainAnswer(people[9] as string);
    expect(waitingAnswer.status).toBe(200);
    const words = await waitingAnswer.text();
    expect(words).toContain("Many people are signing up just now, so your confirmation e-mail may take a few hours");
    expect(words).not.toContain("Check your inbox to confirm.");
    await smtp.waitForMails(3);
    await outboxSent();
    expect(recipients()).toEqual(people.slice(0, 3));
    expect(await statusOf("burst9@example.com")).toBe("pending");
    // Health: 7 wait, the next when the first e-mail's 24 hours are over.
    const [first] = await test.db.query("select min(created_at) as at from public.confirmation_mail_log");
    expect(await confirmationCapStatus(test.db, 3, burst.clock())).toMatchObject({
      sentToday: 3,
      waiting: 7,
      nextWaitingGoesAt: new Date(new Date(first?.at as string).getTime() + 24 * 3_600_000),
    });

    // A minute short of a day: no place is free yet.
    hoursOn = 24 - 1 / 60;
    expect(await burst.subscriptions.sendWaitingConfirmations()).toBe(0);
    // A restart in between: what waits is in the rows.
    burst = burstServer();
    // Each day frees the 3 places of the day before, a minute after they went.
    for (const [day, sentNow, arrived] of [
      [1, 3, 6],
      [2, 3, 9],
      [3, 1, 10],
    ] as const) {
      hoursOn = day * 24 + 1 / 60;
      expect(await burst.subscriptions.sendWaitingConfirmations()).toBe(sentNow);
      await smtp.waitForMails(arrived);
      await outboxSent();
      expect(recipients()).toEqual(people.slice(0, arrived));
    }
    hoursOn = 30 * 24;
    expect(await burst.subscriptions.sendWaitingConfirmations()).toBe(0);
    await outboxSent();
    expect(recipients()).toEqual(people);

    // The last link works 7 days from its sending, though the sign-up was 9 days before: nor does retention remove it.
    hoursOn = 3 * 24 + 6 * 24;
    await applyRetention(test.db, burst.clock(), 24);
    expect(await statusOf("burst9@example.com")).toBe("pending");
    const { token } = linkIn(smtp.received.at(-1)?.parsed.text ?? "", "/newsletter/confirm");
    const confirmed = await burst.server.request("/newsletter/confirm", form(token));
    expect(confirmed.status).toBe(200);
    expect(await statusOf("burst9@example.com")).toBe("confirmed");
  });

  it("drops a waiting confirmation when its person unsubscribes or is erased in between, and sends the rest", async () => {
    hoursOn = 0;
    const burst = burstServer();
    const people = ["wait0", "wait1", "wait2", "wait3", "wait4", "wait5"].map((name) => `${name}@example.com`);
    for (const email of people) expect((await burst.subscribe(email)).status).toBe(201);
    await smtp.waitForMails(3);
    const [unsubscribed] = await test.db.query("select id from public.subscribers where email = 'wait3@example.com'");
    expect(await unsubscribeOnRequest(test.db, String(unsubscribed?.id), "coach@example.com")).toBe(true);
    await eraseEverythingAbout(test.db, "wait4@example.com");

    hoursOn = 25;
    expect(await burst.subscriptions.sendWaitingConfirmations()).toBe(1);
    await smtp.waitForMails(4);
    await outboxSent();
    expect(recipients()).toEqual([...people.slice(0, 3), "wait5@example.com"]);
  });

  it("imports confirmed subscribers, skipping suppressed, present and invalid addresses, with no e-mail", async () => {
    await test.db.query("insert into public.suppressed_addresses (email) values ('gone@example.com')");
    await addSubscriber(test.db, "here@example.com", { source: "Added by hand" });
    const rows = ["new@example.com", "HERE@example.com", "gone@example.com", "not an address", "new@example.com"];
    const result = await importSubscribers(
      test.db,
      rows.map((email, index) => ({ line: index + 2, email })),
      { source: "Mailchimp export, November 2026" },
    );
    expect(result).toEqual({
      imported: 1,
      alreadyPresent: 2,
      suppressed: 1,
      invalid: 1,
      unreadableDates: 0,
      skipped: [
        { line: 3, email: "HERE@example.com", reason: "already present" },
        { line: 4, email: "gone@example.com", reason: "suppressed" },
        { line: 5, email: "not an address", reason: "invalid" },
        { line: 6, email: "new@example.com", reason: "already present" },
      ],
    });
    expect(await statusOf("new@example.com")).toBe("confirmed");
    expect((await consentHistory(test.db, "new@example.com")).map((event) => [event.event, event.detail])).toEqual([
      ["imported", "Mailchimp export, November 2026"],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(0);
  });

  it("reads a Kit export as npm run import does: each person subscribed when the file says, the column on the record", async () => {
    const kit = [
      "first_name,email_address,state,created_at,tags",
      "Kay,kay@example.com,active,2023-06-05 08:30:00 UTC,",
      "Lou,lou@example,active,2023-06-05 08:30:00 UTC,",
      "Max,max@example.com,active,2099-01-01 00:00:00 UTC,",
    ].join("\n");
    const result = await importSubscribers(test.db, rowsInCsv(kit), { source: "Kit export" });
    expect(result).toMatchObject({
      imported: 1,
      skipped: [
        { line: 3, email: "lou@example", reason: "invalid" },
        { line: 4, email: "max@example.com", reason: "unreadable date" },
      ],
    });
    const [kay] = await test.db.query("select created_at, first_name from public.subscribers where email = 'kay@example.com'");
    expect([new Date(kay?.created_at as string).toISOString(), kay?.first_name]).toEqual(["2023-06-05T08:30:00.000Z", "Kay"]);
    expect((await consentHistory(test.db, "kay@example.com")).map((event) => event.statedConsentColumn)).toEqual(["created_at"]);
  });

  it("erases everything about a person but a fingerprint of the address, which stops imports, not the person", async () => {
    const email = "fay@example.com";
    await subscribe(email);
    await smtp.waitForMails(1);
    await test.db.query("insert into public.contact_messages (name, email, subject, message) values ('Fay', $1, 'Hello', 'Hi')", [
      email,
    ]);
    await test.db.query("insert into public.suppressed_addresses (email) values ($1)", [email]);
    const report = await eraseEverythingAbout(test.db, email);
    expect(report).toMatchObject({ subscribers: 1, contactMessages: 1 });
    expect(report.notificationPayloads).toBeGreaterThanOrEqual(1);
    for (const table of ["subscribers", "contact_messages", "consent_events", "subscription_tokens", "confirmation_mail_log"]) {
      expect(await test.db.query(`select * from public.${table} where lower(email) = $1`, [email])).toEqual([]);
    }
    expect(await test.db.query("select id from public.notification_outbox where payload::text like '%fay@%'")).toEqual([]);
    expect(await test.db.query("select email from public.suppressed_addresses")).toEqual([]);
    expect(await test.db.query("select event, email from public.consent_events")).toEqual([{ event: "erased", email: null }]);
    const [kept] = await test.db.query("select fingerprint from public.erased_address_fingerprints");
    expect(kept?.fingerprint).toBe(createHash("sha256").update(email).digest("hex"));

    const reimported = await importSubscribers(test.db, [{ line: 1, email: " Fay@Example.com" }], {
      source: "An old workshop list",
    });
    expect(reimported).toMatchObject({ imported: 0, suppressed: 1 });
    expect(await test.db.query("select email from public.subscribers")).toEqual([]);

    smtp.received.length = 0;
    await subscribe(email);
    const [mail] = await smtp.waitForMails(1);
    const { token } = linkIn(mail?.parsed.text ?? "", "/newsletter/confirm");
    expect((await app.request("/newsletter/confirm", form(token))).status).toBe(200);
    expect(await statusOf(email)).toBe("confirmed");
    expect(await test.db.query("select fingerprint from public.erased_address_fingerprints")).toEqual([]);
  });

  it("keeps a person who unsubscribed on the list, and lets them subscribe afresh", async () => {
    const email = "gil@example.com";
    await subscribe(email);
    const [confirmation] = await smtp.waitForMails(1);
    await app.request("/newsletter/confirm", form(linkIn(confirmation?.parsed.text ?? "", "/newsletter/confirm").token));
    const [, welcome] = await smtp.waitForMails(2);
    const { token } = linkIn(welcome?.parsed.text ?? "", "/newsletter/unsubscribe");
    expect((await app.request("/newsletter/unsubscribe", form(token))).status).toBe(200);
    expect(await statusOf(email)).toBe("unsubscribed");
    expect(await test.db.query("select email from public.suppressed_addresses")).toEqual([{ email }]);

    smtp.received.length = 0;
    // Weeks later: the per-address cap on confirmation e-mails has long passed.
    await test.db.query("delete from public.confirmation_mail_log");
    expect((await subscribe(email, "/free-resources")).status).toBe(201);
    expect(await statusOf(email)).toBe("pending");
    const [again] = await smtp.waitForMails(1);
    await app.request("/newsletter/confirm", form(linkIn(again?.parsed.text ?? "", "/newsletter/confirm").token));
    expect(await statusOf(email)).toBe("confirmed");
    expect(await test.db.query("select email from public.suppressed_addresses")).toEqual([]);
    expect((await consentHistory(test.db, email)).map((event) => [event.event, event.pagePath])).toEqual([
      ["subscribed", "/newsletter"],
      ["confirmed", "/newsletter"],
      ["unsubscribed", "/newsletter/unsubscribe"],
      ["subscribed", "/free-resources"],
      ["confirmed", "/free-resources"],
    ]);
  });

  it("retention deletes unconfirmed signups after 7 days, empties payloads 30 days after sending, deletes old messages", async () => {
    const now = new Date("2030-06-15T12:00:00Z");
    const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await test.db.query(
      `insert into public.subscribers (email, status, created_at) values
         ('old-pending@example.com', 'pending', $1), ('new-pending@example.com', 'pending', $2),
         ('old-confirmed@example.com', 'confirmed', $1)`,
      [daysBefore(8), daysBefore(6)],
    );
    await test.db.query(
      `insert into public.notification_outbox (channel, kind, payload, sent_at) values
         ('email', 'mail', '{"to":"a@example.com"}', $1), ('email', 'mail', '{"to":"b@example.com"}', $2)`,
      [daysBefore(31), daysBefore(29)],
    );
    await test.db.query(
      `insert into public.contact_messages (name, email, subject, message, created_at) values
         ('Old', 'o@example.com', 'S', 'M', $1), ('Recent', 'r@example.com', 'S', 'M', $2)`,
      [daysBefore(24 * 31 + 5), daysBefore(24 * 30 - 10)],
    );
    const report = await applyRetention(test.db, now, 24);
    expect(report).toMatchObject({ unconfirmedSubscribers: 1, emptiedNotificationPayloads: 1, contactMessages: 1 });
    const emails = await test.db.query("select email from public.subscribers order by email");
    expect(emails.map((row) => row.email)).toEqual(["new-pending@example.com", "old-confirmed@example.com"]);
    const payloads = await test.db.query("select payload from public.notification_outbox order by id");
    expect(payloads.map((row) => row.payload)).toEqual([{}, { to: "b@example.com" }]);
    const names = await test.db.query("select name from public.contact_messages");
    expect(names).toEqual([{ name: "Recent" }]);
  });

  it.each(["consent_events", "suppressed_addresses", "subscription_tokens", "confirmation_mail_log"])(
    "gives anon no grant on %s",
    async (table) => {
      const [row] = await test.db.query(
        "select has_table_privilege('anon', $1, 'select') or has_table_privilege('anon', $1, 'insert') or has_table_privilege('anon', $1, 'update') or has_table_privilege('anon', $1, 'delete') as any",
        [`public.${table}`],
      );
      expect(row?.any).toBe(false);
    },
  );

  it("lets anon set neither status nor confirmed_at on a subscriber", async () => {
    await expect(test.db.insertAsAnon("subscribers", { email: "sneaky@example.com", status: "confirmed" })).rejects.toMatchObject(
      { code: "42501" },
    );
  });
});
