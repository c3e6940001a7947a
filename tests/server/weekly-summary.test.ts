import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { parseServerEnv } from "../../server/env";
import type { Notifications } from "../../server/mail/notifications";
import { chooseWeeklySummary, weeklySummarySetting } from "../../server/summary/summary-setting";
import { createWeeklySummary, weekSoFar, weekToSummarise } from "../../server/summary/weekly-summary";
import { onEachStore } from "./support/databases";
import { startOutboxWorker } from "./support/outbox-worker";
import { mailingApp } from "./support/publishing-app";
import { sessionCookie, suiteDatabase, suiteSmtpServer } from "./support/suite";

const coach = "coach@example.com";
const origin = "https://www.nextmovestrategy.co.uk";

describe("the week a Monday summary covers", () => {
  it("is the Monday-to-Sunday week before, from 7 a.m. London time on Monday until Tuesday ends", () => {
    expect(weekToSummarise(new Date("2026-11-23T07:00:00Z"))).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(weekToSummarise(new Date("2026-11-23T06:59:00Z"))).toBeUndefined();
    expect(weekToSummarise(new Date("2026-11-24T09:00:00Z"))).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(weekToSummarise(new Date("2026-11-24T23:59:00Z"))).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(weekToSummarise(new Date("2026-11-25T00:00:00Z"))).toBeUndefined();
    // British Summer Time: 7 a.m. in London is 6 a.m. UTC.
    expect(weekToSummarise(new Date("2026-06-01T06:00:00Z"))).toEqual({ from: "2026-05-25", to: "2026-05-31" });
  });
});

describe("the Monday summary's settings", () => {
  it("is on until the coach chooses, unless WEEKLY_SUMMARY=false, as visit counting is unless COUNT_VISITS=false", () => {
    expect(parseServerEnv({})).toMatchObject({ WEEKLY_SUMMARY: true, COUNT_VISITS: true });
    expect(parseServerEnv({ WEEKLY_SUMMARY: "false", COUNT_VISITS: "0" })).toMatchObject({
      WEEKLY_SUMMARY: false,
      COUNT_VISITS: false,
    });
  });
});

onEachStore("the Monday summary on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.site_daily_counts, public.subscribers, public.consent_events, public.contact_messages, public.notification_outbox, public.weekly_summary_sends",
  );
  const smtp = suiteSmtpServer();
  let notifications: Notifications;

  beforeAll(() => {
    notifications = startOutboxWorker(test.db, smtp.url, coach);
  });
  afterAll(() => notifications.notifier.stop());

  const mondayMorning = () => new Date("2026-11-23T07:05:00Z");

  it("arrives on Monday morning with last week's visitors, sources, booking clicks, sign-ups apart from imports and messages, once", async () => {
    await test.db.query(
      `insert into public.site_daily_counts (day, metric, name, detail, count) values
        ('2026-11-16', 'visitors', '', '', 30), ('2026-11-22', 'visitors', '', '', 40),
        ('2026-11-16', 'page_views', '/', '', 90),
        ('2026-11-16', 'visits', 'LinkedIn', 'post-ai-careers', 25), ('2026-11-22', 'visits', 'Google', '', 12),
        ('2026-11-17', 'clicks', 'booking-career', '/services', 3), ('2026-11-18', 'clicks', 'audit-checkout', '/visibility-audit', 2),
        ('2026-11-20', 'visits', 'URGENT: your site was hacked, sign in at https://evil.example/admin', '', 40),
        ('2026-11-17', 'subscribers', 'LinkedIn', '', 1),
        ('2026-11-23', 'visitors', '', '', 500)`,
    );
    // One sign-up through the site and three people the coach imported: the subscribers table holds all four.
    await test.db.query(
      `insert into public.subscribers (email, created_at) values ('a@example.com', '2026-11-17T12:00:00Z'),
        ('i1@example.com', '2026-11-18T12:00:00Z'), ('i2@example.com', '2026-11-18T12:00:00Z'), ('i3@example.com', '2026-11-18T12:00:00Z'),
        ('b@example.com', '2026-11-23T12:00:00Z')`,
    );
    await test.db.query(
      `insert into public.consent_events (email, event, detail, created_at) values
        ('i1@example.com', 'imported', 'Old list', '2026-11-18T12:00:00Z'), ('i2@example.com', 'imported', 'Old list', '2026-11-18T12:00:00Z'),
        ('i3@example.com', 'added', 'Met at a talk', '2026-11-19T12:00:00Z'), ('x@example.com', 'imported', 'Old list', '2026-11-23T12:00:00Z')`,
    );
    let clock = new Date("2026-11-23T06:30:00Z");
    const summary = createWeeklySummary({
      db: test.db,
      to: coach,
      publicOrigin: origin,
      enabledByDefault: true,
      wake: notifications.notifier.wake,
      now: () => clock,
    });
    expect(await summary.queueIfDue()).toBe(false);
    clock = mondayMorning();
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
    expect(text).toContain("- Career Clarity Sprint booking clicks: 3");
    expect(text).not.toMatch(/Bookings?:/);
    expect(text).toContain(
      "- Sign-ups through the site: 1 (as the Visits screen counts them)\n- Imported or added by you: 3\n- Unsubscribed: 0 people",
    );
    expect(text).toContain(`${origin}/admin/health`);
    expect(mail?.parsed.messageId).toBe("<weekly-summary-2026-11-16@www.nextmovestrategy.co.uk>");

    const html = mail?.parsed.html || "";
    expect(html).toContain(`href="${origin}/admin"`);
    expect(html).toContain("Sign-ups through the site: 1 (as the Visits screen counts them)</li>");
    expect(html).toContain("Imported or added by you: 3</li>");
    expect(html).not.toContain("evil.example");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
  });

  it("is not sent once the coach switches it off in the back office, whatever WEEKLY_SUMMARY says, and is again once she switches it on", async () => {
    const summaryWith = (enabledByDefault: boolean) =>
      createWeeklySummary({ db: test.db, to: coach, publicOrigin: origin, enabledByDefault, wake: () => {}, now: mondayMorning });
    await test.db.query("truncate public.weekly_summary_setting");
    expect(await summaryWith(false).queueIfDue()).toBe(false);
    await chooseWeeklySummary(test.db, true, coach);
    expect(await summaryWith(false).queueIfDue()).toBe(true);
    // It goes out now, within this test: the worker polls all the while, and a summary still on its way after the
    // truncate below would land in the next test's inbox.
    await smtp.waitForMails(1);
    await test.db.query("truncate public.notification_outbox, public.weekly_summary_sends");
    await chooseWeeklySummary(test.db, false, coach);
    expect(await summaryWith(true).queueIfDue()).toBe(false);
    expect(await test.db.query("select count(*)::int as n from public.notification_outbox")).toEqual([{ n: 0 }]);
    await test.db.query("truncate public.weekly_summary_setting");
  });

  it("goes once, at the next start on Tuesday, when the server was down all Monday, however many servers start", async () => {
    await test.db.query(
      `insert into public.consent_events (email, event, created_at) values
        ('gone@example.com', 'unsubscribed', '2026-11-18T12:00:00Z'), ('left@example.com', 'unsubscribed', '2026-11-20T12:00:00Z'),
        ('later@example.com', 'unsubscribed', '2026-11-23T12:00:00Z')`,
    );
    const tuesday = () => new Date("2026-11-24T10:00:00Z");
    const servers = [1, 2, 3].map(() =>
      createWeeklySummary({
        db: test.db,
        to: coach,
        publicOrigin: origin,
        enabledByDefault: true,
        wake: notifications.notifier.wake,
        now: tuesday,
      }),
    );
    const queued = await Promise.all(servers.map((server) => server.queueIfDue()));
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(await servers[0]?.queueIfDue()).toBe(false);
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.parsed.text).toContain("Monday 16 November 2026 to Sunday 22 November 2026");
    expect(mail?.parsed.text).toContain("- Unsubscribed: 2 people");
    const wednesday = createWeeklySummary({
      db: test.db,
      to: coach,
      publicOrigin: origin,
      enabledByDefault: true,
      wake: () => {},
      now: () => new Date("2026-12-02T10:00:00Z"),
    });
    expect(await wednesday.queueIfDue()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
  });

  it("is previewed and sent to the signed-in coach now from the Health screen, and Monday's still goes", async () => {
    let sent = 0;
    const app = mailingApp(test.db, coach, () => {
      sent++;
      notifications.notifier.wake();
    });
    await test.db.query(
      "insert into public.site_daily_counts (day, metric, name, detail, count) values (current_date - 7, 'visitors', '', '', 12)",
    );
    const cookie = await sessionCookie(test.db, coach);
    const headers = { Cookie: cookie, Origin: testAppOptions.publicOrigin, "Content-Type": "application/json" };
    const today = weekSoFar(new Date());
    await test.db.query(
      "insert into public.site_daily_counts (day, metric, name, detail, count) values ($1::date, 'visitors', '', '', 3)",
      [today.to],
    );
    const preview = await app.request("/admin/api/weekly-summary/preview", { headers });
    expect(preview.status).toBe(200);
    const { subject, html, text, soFar } = await preview.json();
    expect(soFar).toMatchObject({ from: today.from, to: today.to });
    expect(new Date(`${soFar.from}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(soFar.parts[0]).toEqual({ title: "Visits", items: [expect.stringMatching(/^Visitors: 3 /), "Page views: 0"] });
    expect(subject).toMatch(/^Your week on Next Move Strategy: \d+ visitors?, 0 booking clicks$/);
    expect(html).toContain("Unsubscribed: 0 people</li>");
    expect(text).toMatch(/Here is how the site did last week, Monday .+ to Sunday .+\./);
    expect((await app.request("/admin/api/weekly-summary/preview")).status).toBe(401);

    const answer = await app.request("/admin/api/weekly-summary/send", { method: "POST", headers, body: "{}" });
    expect(answer.status).toBe(202);
    expect((await answer.json()).message).toBe(`Last week's summary is on its way to ${coach}.`);
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.recipients).toEqual([coach]);
    expect(mail?.parsed.subject).toBe(subject);
    expect(sent).toBe(1);
    const monday = createWeeklySummary({
      db: test.db,
      to: coach,
      publicOrigin: origin,
      enabledByDefault: true,
      wake: () => {},
      now: mondayMorning,
    });
    expect(await monday.queueIfDue()).toBe(true);
  });

  it("is switched on and off only by a signed-in coach from the site's own pages, and says so when e-mail is off", async () => {
    const app = mailingApp(test.db, coach, () => {}, { weeklySummaryByDefault: true });
    const cookie = await sessionCookie(test.db, coach);
    const own = { Cookie: cookie, Origin: testAppOptions.publicOrigin, "Content-Type": "application/json" };
    const put = (body: string, headers: Record<string, string> = own) =>
      app.request("/admin/api/weekly-summary", { method: "PUT", headers, body });

    const before = await app.request("/admin/api/weekly-summary", { headers: { Cookie: cookie } });
    expect(await before.json()).toEqual({ enabled: true, changedAt: null, sendsMail: true });
    expect((await put('{"enabled":false}', { ...own, Cookie: "" })).status).toBe(401);
    expect((await put('{"enabled":false}', { ...own, Origin: "https://evil.example" })).status).toBe(403);
    const refused = await put('{"enabled":"no"}');
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/true or false/);

    const off = await put('{"enabled":false}');
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ enabled: false, changedAt: expect.any(String) });
    expect(await weeklySummarySetting(test.db, true)).toMatchObject({ enabled: false });
    await test.db.query("truncate public.weekly_summary_setting");
  });
});
