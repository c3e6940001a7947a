import { expect, it } from "vitest";
import { defaultSite as site } from "../../app/content/site";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import { sendDigest } from "../../server/mail/notification-digest";
import { onEachStore } from "./support/databases";
import { startOutboxWorker } from "./support/outbox-worker";
import { suiteDatabase, suiteSmtpServer } from "./support/suite";

const coach = "coach@example.com";
const message = (index: number) => ({
  name: `Visitor ${index}`,
  email: `visitor-${index}@example.com`,
  subject: "Hello",
  message: "A message.",
  interest: "career",
});

onEachStore("floods on %s", (kind) => {
  const test = suiteDatabase(kind);
  const smtp = suiteSmtpServer();

  const post = (app: ReturnType<typeof createApp>, row: object) =>
    app.request("/rest/v1/contact_messages", {
      method: "POST",
      body: JSON.stringify(row),
      headers: { "Content-Type": "application/json" },
    });

  it("past NOTIFY_MAX_PER_DAY stores every message but e-mails one digest instead of one each", async () => {
    const notifications = startOutboxWorker(
      test.db,
      smtp.url,
      coach,
      { NOTIFY_MAX_PER_DAY: 2 },
      { retryDelaysMs: [100], pollIntervalMs: 25, log: () => undefined },
    );
    try {
      const app = createApp({ ...testAppOptions, db: test.db, notificationQueue: notifications.queue });
      for (let index = 0; index < 5; index++) expect((await post(app, message(index))).status).toBe(201);
      await smtp.waitForMails(2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual([
        "Contact form: Hello (from Visitor 0)",
        "Contact form: Hello (from Visitor 1)",
      ]);
      expect(await test.db.query("select count(*)::int as n from public.contact_messages")).toEqual([{ n: 5 }]);

      expect(await sendDigest(test.db, { to: coach, publicOrigin: "https://example.com", sendsMail: true })).toBe(3);
      notifications.notifier.wake();
      const mails = await smtp.waitForMails(3);
      const digest = mails[2];
      expect(digest?.recipients).toEqual([coach]);
      expect(digest?.parsed.subject).toBe(`3 more messages arrived on ${site.brand}`);
      expect(digest?.parsed.text).toContain("read them in your inbox at https://example.com/admin");
      expect(digest?.parsed.html).toContain('href="https://example.com/admin"');
      expect(await sendDigest(test.db, { to: coach, publicOrigin: "https://example.com", sendsMail: true })).toBe(0);
    } finally {
      await notifications.notifier.stop();
    }
  });

  it("refuses a visitor past RATE_LIMIT_PER_DAY inserts into one table", async () => {
    const app = createApp({ ...testAppOptions, db: test.db, rateLimitPerMinute: 0, rateLimitPerDay: 2 });
    const statuses = [];
    for (let index = 10; index < 13; index++) statuses.push((await post(app, message(index))).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("does not count a post the server failed (a full disk) against the visitor's daily limit", async () => {
    const app = createApp({ ...testAppOptions, db: test.db, rateLimitPerMinute: 0, rateLimitPerDay: 2 });
    // What PostgreSQL raises when the disk is full, for every insert until space is freed.
    await test.db.query(`create function public.disk_full() returns trigger language plpgsql as $$
      begin raise exception using errcode = '53100', message = 'could not extend file: No space left on device'; end $$`);
    await test.db.query(
      "create trigger disk_full before insert on public.contact_messages for each row execute function public.disk_full()",
    );
    const failed = [];
    for (let index = 20; index < 23; index++) failed.push((await post(app, message(index))).status);
    const plainForm = await app.request("/forms/contact", {
      method: "POST",
      body: new URLSearchParams(message(23)).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    failed.push(plainForm.status);
    expect(failed).toEqual([500, 500, 500, 500]);

    await test.db.query("drop trigger disk_full on public.contact_messages");
    await test.db.query("drop function public.disk_full()");
    const statuses = [];
    for (let index = 24; index < 27; index++) statuses.push((await post(app, message(index))).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
