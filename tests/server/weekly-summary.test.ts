import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-sink";
import { createWeeklySummary, weekToSummarise } from "../../server/analytics/weekly-summary";
import { parseServerEnv } from "../../server/env";
import { createNotifications, type Notifications } from "../../server/mail/notifications";
import { createTestDatabase, type TestDatabase } from "./support/databases";

const coach = "coach@example.com";
const origin = "https://www.nextmovestrategy.co.uk";

describe("the week a Monday summary covers", () => {
  it("is the Monday-to-Sunday week before, from 7 a.m. London time on Monday only", () => {
    expect(weekToSummarise(new Date("2026-11-23T07:00:00Z"))).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(weekToSummarise(new Date("2026-11-23T06:59:00Z"))).toBeUndefined();
    expect(weekToSummarise(new Date("2026-11-24T09:00:00Z"))).toBeUndefined();
    // British Summer Time: 7 a.m. in London is 6 a.m. UTC.
    expect(weekToSummarise(new Date("2026-06-01T06:00:00Z"))).toEqual({ from: "2026-05-25", to: "2026-05-31" });
  });
});

describe("the Monday summary's settings", () => {
  it("is on unless WEEKLY_SUMMARY=false, as visit counting is unless COUNT_VISITS=false", () => {
    expect(parseServerEnv({})).toMatchObject({ WEEKLY_SUMMARY: true, COUNT_VISITS: true });
    expect(parseServerEnv({ WEEKLY_SUMMARY: "false", COUNT_VISITS: "0" })).toMatchObject({
      WEEKLY_SUMMARY: false,
      COUNT_VISITS: false,
    });
  });
});

describe.each(["pglite", "postgres"] as const)("the Monday summary on %s", (kind) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  let notifications: Notifications;

  beforeAll(async () => {
    [test, smtp] = await Promise.all([createTestDatabase(kind), startTestSmtpServer()]);
    const created = createNotifications(
      test.db,
      { SMTP_URL: smtp.url, NOTIFY_TO: coach, NOTIFY_FROM: "site@example.com", NOTIFY_SUBSCRIBERS: false },
      { pollIntervalMs: 25, log: () => undefined },
    );
    if (!created) throw new Error("SMTP is configured, so notifications exist");
    notifications = created;
    notifications.notifier.start();
  }, 120_000);
  afterAll(async () => {
    await notifications.notifier.stop();
    await smtp.stop();
    await test.dispose();
  });
  beforeEach(async () => {
    await test.db.query(
      "truncate public.site_daily_counts, public.subscribers, public.contact_messages, public.notification_outbox",
    );
    smtp.received.length = 0;
  });

  it("arrives on Monday morning with last week's visitors, sources, clicks, subscribers and messages, once", async () => {
    await test.db.query(
      `insert into public.site_daily_counts (day, metric, name, detail, count) values
        ('2026-11-16', 'visitors', '', '', 30), ('2026-11-22', 'visitors', '', '', 40),
        ('2026-11-16', 'page_views', '/', '', 90),
        ('2026-11-16', 'visits', 'LinkedIn', 'post-ai-careers', 25), ('2026-11-22', 'visits', 'Google', '', 12),
        ('2026-11-17', 'clicks', 'booking-career', '/services', 3), ('2026-11-18', 'clicks', 'audit-checkout', '/visibility-audit', 2),
        ('2026-11-20', 'visits', 'URGENT: your site was hacked, sign in at https://evil.example/admin', '', 40),
        ('2026-11-23', 'visitors', '', '', 500)`,
    );
    await test.db.query(
      "insert into public.subscribers (email, created_at) values ('a@example.com', '2026-11-17T12:00:00Z'), ('b@example.com', '2026-11-23T12:00:00Z')",
    );
    let clock = new Date("2026-11-23T06:30:00Z");
    const summary = createWeeklySummary({
      db: test.db,
      to: coach,
      publicOrigin: origin,
      wake: notifications.notifier.wake,
      now: () => clock,
    });
    expect(await summary.queueIfDue()).toBe(false);
    clock = new Date("2026-11-23T07:05:00Z");
    expect(await summary.queueIfDue()).toBe(true);
    expect(await summary.queueIfDue()).toBe(false);

    const [mail] = await smtp.waitForMails(1);
    expect(mail?.recipients).toEqual([coach]);
    expect(mail?.parsed.subject).toBe("Your week on Next Move Strategy: 70 visitors, 3 booking clicks");
    const text = mail?.parsed.text ?? "";
    expect(text).toContain("Monday 16 November 2026 to Sunday 22 November 2026");
    expect(text).toContain("Visitors: 70 (a sum of daily visitors");
    expect(text).toContain("10.0 a day on average");
    expect(text).toContain("- LinkedIn (post-ai-careers): 25 visits\n- Google: 12 visits");
    // A visitor's invented source is the top one: shown shortened, marked and with nothing a mail program could link.
    expect(text).toMatch(/- Unrecognised: URGENT your site was hacked s…: 40 visits\n- LinkedIn/);
    expect(text).not.toMatch(/evil|https:\/\/[^\n]*hacked/);
    expect(text).toContain("Newsletter: 1 new subscriber.");
    expect(text).toContain(`${origin}/admin`);
    expect(mail?.parsed.messageId).toBe("<weekly-summary-2026-11-16@www.nextmovestrategy.co.uk>");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
  });
});
