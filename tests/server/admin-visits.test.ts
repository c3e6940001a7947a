import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VisitsOverview } from "../../app/admin/visits/types";
import { sourceInWords } from "../../app/lib/source-in-words";
import { testAppOptions } from "../../scripts/support/site-stub";
import { mondaysOf } from "../../server/admin/visits";
import { lastDays } from "../../server/analytics/report";
import { dayOf } from "../../server/analytics/site-counter";
import { createApp } from "../../server/app";
import { startSession } from "../../server/sign-in/sessions";
import { lastWeek, weeklySummaryContent } from "../../server/summary/weekly-summary";
import { type DailyCount, insertDailyCounts } from "./support/analytics";
import { createTestDatabase, onEachStore, type TestDatabase } from "./support/databases";

const coach = "coach@example.com";
const today = dayOf(new Date());
/** The London day `count` days before today. */
const daysAgo = (count: number) => lastDays(today, count + 1).from;

/** Today, ten days ago (both in the last 30 days), forty days ago (in the last 90 only) and long ago (in neither). */
const counts: DailyCount[] = [
  [daysAgo(0), "visitors", "", "", 4],
  [daysAgo(0), "page_views", "/", "", 6],
  [daysAgo(0), "page_views", "/services", "", 3],
  [daysAgo(0), "visits", "LinkedIn", "", 3],
  [daysAgo(0), "visits", "Direct", "", 1],
  [daysAgo(0), "clicks", "booking-career", "/services", 2],
  [daysAgo(0), "clicks", "hidden-market-map", "/free-resources", 1],
  [daysAgo(0), "subscribers", "LinkedIn", "", 1],
  [daysAgo(0), "messages", "LinkedIn", "", 1],
  [daysAgo(10), "visitors", "", "", 6],
  [daysAgo(10), "page_views", "/about", "", 8],
  [daysAgo(10), "visits", "Google", "", 6],
  [daysAgo(10), "clicks", "audit-checkout", "/visibility-audit", 1],
  [daysAgo(10), "messages", "Google", "", 1],
  [daysAgo(40), "visitors", "", "", 20],
  [daysAgo(40), "page_views", "/", "", 30],
  [daysAgo(40), "visits", "LinkedIn", "", 20],
  [daysAgo(40), "clicks", "booking-business", "/services", 5],
  [daysAgo(120), "visitors", "", "", 99],
];

interface Week {
  week: string;
  clicks: Record<string, number>;
  subscribers: number;
  messages: number;
}

describe("the weeks of a range", () => {
  it("start on the Monday of the first day's week and end with the last day's week", () => {
    expect(mondaysOf("2026-10-26", "2026-11-24")).toEqual(["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]);
    expect(mondaysOf("2026-11-01", "2026-11-01")).toEqual(["2026-10-26"]);
  });
});

/** The server signed in as the coach over the daily counts `rows`, on `kind`'s store, for one describe block. */
function visitsServer(kind: "pglite" | "postgres", rows: Parameters<typeof insertDailyCounts>[1]) {
  const server = {} as { test: TestDatabase; app: ReturnType<typeof createApp>; cookie: string };
  beforeAll(async () => {
    server.test = await createTestDatabase(kind);
    await insertDailyCounts(server.test.db, rows);
    server.app = createApp({
      db: server.test.db,
      ...testAppOptions,
      admin: { adminEmails: [coach], confirmMaxPerDay: 200, sendsMail: false, mailQueued: () => {}, log: () => {} },
    });
    server.cookie = `admin_session=${await startSession(server.test.db, coach)}`;
  });
  afterAll(() => server.test.dispose());
  return server;
}

onEachStore("the back office's visits overview on %s", (kind) => {
  const server = visitsServer(kind, counts);

  const overview = async (query = "", withCookie = server.cookie) => {
    const answer = await server.app.request(`/admin/api/visits${query}`, { headers: withCookie ? { Cookie: withCookie } : {} });
    return { status: answer.status, body: await answer.json(), cacheControl: answer.headers.get("cache-control") };
  };

  it("gives the last 30 days by default: each day, the totals with visitors as a sum of daily visitors and a daily average", async () => {
    const { status, body } = await overview();
    expect(status).toBe(200);
    expect([body.days, body.from, body.to]).toEqual([30, daysAgo(29), today]);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)).toEqual({ day: today, visitors: 4, pageViews: 9 });
    expect(body.daily.at(-11)).toEqual({ day: daysAgo(10), visitors: 6, pageViews: 8 });
    expect(body.totals).toEqual({ sumOfDailyVisitors: 10, averageDailyVisitors: 10 / 30, pageViews: 17, daysCounted: 30 });
  });

  it("compares the period with the one of the same length before it", async () => {
    const { body } = await overview("?days=30");
    expect(body.previousTotals).toEqual({
      sumOfDailyVisitors: 20,
      averageDailyVisitors: 20 / 30,
      pageViews: 30,
      daysCounted: 30,
    });
    const { body: longer } = await overview("?days=90");
    // Counting began 120 days ago: of the 90 days before the last 90, the last 31 were counted.
    expect(longer.previousTotals).toEqual({
      sumOfDailyVisitors: 99,
      averageDailyVisitors: 99 / 31,
      pageViews: 0,
      daysCounted: 31,
    });
  });

  it("ranks pages and sources, and gives the funnel from visitors to booking clicks to messages", async () => {
    const { body } = await overview("?days=30");
    expect(body.topPages).toEqual([
      { page: "/about", views: 8 },
      { page: "/", views: 6 },
      { page: "/services", views: 3 },
    ]);
    expect(body.topSources).toEqual([
      { source: "Google", campaign: "", visits: 6, subscribers: 0 },
      { source: "LinkedIn", campaign: "", visits: 3, subscribers: 1 },
      { source: "Direct", campaign: "", visits: 1, subscribers: 0 },
    ]);
    expect(body.funnel).toEqual({ sumOfDailyVisitors: 10, bookingClicks: 2, checkoutClicks: 1, messages: 2 });
  });

  it("gives clicks per link per week beside that week's new subscribers and messages, every week of the range", async () => {
    const { body } = await overview("?days=30");
    expect(body.links).toEqual([
      { name: "booking-career", label: "Career session booking" },
      { name: "booking-business", label: "Business session booking" },
      { name: "audit-checkout", label: "Audit checkout" },
      { name: "hidden-market-map", label: "Download: The Hidden Job Market Map" },
    ]);
    const weeks = body.weeks as Week[];
    expect(weeks.map((week) => week.week)).toEqual(mondaysOf(daysAgo(29), today));
    expect(weeks.at(-1)).toEqual({
      week: mondaysOf(today, today)[0],
      clicks: { "booking-career": 2, "booking-business": 0, "audit-checkout": 0, "hidden-market-map": 1 },
      subscribers: 1,
      messages: 1,
    });
    const tenDaysAgo = weeks.find((week) => week.week === mondaysOf(daysAgo(10), daysAgo(10))[0]);
    expect(tenDaysAgo).toMatchObject({ clicks: { "audit-checkout": 1 }, subscribers: 0, messages: 1 });
    expect(weeks.reduce((sum, week) => sum + week.messages, 0)).toBe(2);
  });

  it("gives the last 90 days when asked, and nothing older", async () => {
    const { body } = await overview("?days=90");
    expect([body.days, body.from, body.daily.length]).toEqual([90, daysAgo(89), 90]);
    expect(body.totals).toMatchObject({ sumOfDailyVisitors: 30, pageViews: 47 });
    expect(body.topSources[0]).toEqual({ source: "LinkedIn", campaign: "", visits: 23, subscribers: 1 });
    expect(body.funnel).toEqual({ sumOfDailyVisitors: 30, bookingClicks: 7, checkoutClicks: 1, messages: 2 });
  });

  it("refuses any other range with 400 and a JSON message", async () => {
    for (const query of ["?days=45", "?days=", "?days=30.0", "?days=ninety"]) {
      const { status, body } = await overview(query);
      expect([query, status]).toEqual([query, 400]);
      expect(body).toEqual({ code: "invalid", message: "The range must be 30 or 90 days." });
    }
  });

  it("answers 401 with no figures without a live session, and never lets the answer be stored", async () => {
    for (const withCookie of ["", "admin_session=forged"]) {
      const { status, body, cacheControl } = await overview("?days=30", withCookie);
      expect([status, Object.keys(body)]).toEqual([401, ["code", "message"]]);
      expect(cacheControl).toBe("no-store");
    }
    expect((await overview()).cacheControl).toBe("no-store");
  });
});

/** The day counting began: 13 people came, LinkedIn under every spelling, and the site's own utility pages were seen. */
const firstDay: DailyCount[] = [
  [today, "visitors", "", "", 13],
  [today, "page_views", "/", "", 20],
  [today, "page_views", "/services", "", 4],
  [today, "page_views", "/newsletter/confirm", "", 5],
  [today, "page_views", "/newsletter/unsubscribe", "", 2],
  [today, "page_views", "/forms/subscribe", "", 1],
  [today, "page_views", "/go/booking-career", "", 1],
  [today, "visits", "LinkedIn", "", 3],
  // Stored before these spellings were told apart: a host, the shortener, the app, a hand-written tag.
  [today, "visits", "linkedin.com", "", 2],
  [today, "visits", "lnkd.in", "", 1],
  [today, "visits", "com.linkedin.android", "", 1],
  [today, "visits", "linkedin", "", 1],
  [today, "visits", "LinkedIn", "spring-post", 2],
  [today, "visits", "t.co", "", 1],
  [today, "visits", "l.facebook.com", "", 1],
  [today, "visits", "fb", "", 1],
  [today, "visits", "Direct", "", 2],
  [today, "subscribers", "LinkedIn", "", 2],
  [today, "subscribers", "lnkd.in", "", 1],
  [today, "subscribers", "Unknown", "", 1],
];

onEachStore("the visits overview on the day counting began, on %s", (kind) => {
  const server = visitsServer(kind, firstDay);

  const overview = async () =>
    (await (await server.app.request("/admin/api/visits?days=30", { headers: { Cookie: server.cookie } })).json()) as Record<
      string,
      unknown
    >;

  it("gives 13 visitors a day when 13 came on the only day counted, not 13 spread over 30 days, and nothing to compare with", async () => {
    const body = await overview();
    expect(body.totals).toEqual({ sumOfDailyVisitors: 13, averageDailyVisitors: 13, pageViews: 33, daysCounted: 1 });
    expect(body.previousTotals).toBeNull();
  });

  it("leaves the confirm, unsubscribe, form answer and /go/ pages out of the top pages", async () => {
    expect((await overview()).topPages).toEqual([
      { page: "/", views: 20 },
      { page: "/services", views: 4 },
    ]);
  });

  it("counts every spelling of LinkedIn, Facebook and X as one source, with the subscribers each brought", async () => {
    expect((await overview()).topSources).toEqual([
      { source: "LinkedIn", campaign: "", visits: 8, subscribers: 3 },
      { source: "Direct", campaign: "", visits: 2, subscribers: 0 },
      { source: "Facebook", campaign: "", visits: 2, subscribers: 0 },
      { source: "LinkedIn", campaign: "spring-post", visits: 2, subscribers: 0 },
      { source: "X (Twitter)", campaign: "", visits: 1, subscribers: 0 },
      { source: "Unknown", campaign: "", visits: 0, subscribers: 1 },
    ]);
  });
});

/** Last week as the Monday summary counts it (Monday to Sunday in London), with counts on either side of it. */
const week = lastWeek(new Date());
const aroundLastWeek: DailyCount[] = [
  [week.from, "visitors", "", "", 7],
  [week.to, "visitors", "", "", 5],
  [week.from, "page_views", "/", "", 11],
  [week.to, "page_views", "/services", "", 4],
  [week.from, "visits", "LinkedIn", "spring-post", 6],
  [week.to, "visits", "Google", "", 3],
  [week.to, "visits", "newsletter", "issue-12", 4],
  [week.from, "clicks", "booking-career", "/services", 2],
  [week.to, "clicks", "audit-checkout", "/visibility-audit", 1],
  [week.to, "subscribers", "LinkedIn", "spring-post", 2],
  // The Sunday before last week began, and today (this week): in the last 30 days, in no summary of last week.
  [lastDays(week.from, 2).from, "visitors", "", "", 40],
  [lastDays(week.from, 2).from, "visits", "Google", "", 40],
  [lastDays(week.from, 2).from, "subscribers", "Google", "", 3],
  [today, "visitors", "", "", 30],
  [today, "clicks", "booking-career", "/services", 4],
];

onEachStore("last week on the Visits screen and in the Monday summary, on %s", (kind) => {
  const server = visitsServer(kind, aroundLastWeek);

  it("covers the same Monday to Sunday and gives the same visitors, page views, sources, clicks and sign-ups", async () => {
    const answer = await server.app.request("/admin/api/visits?week=last", { headers: { Cookie: server.cookie } });
    const overview = (await answer.json()) as VisitsOverview;
    const summary = await weeklySummaryContent(server.test.db, week, "https://www.example.com");
    const items = (title: string) => summary.parts.find((part) => part.title.startsWith(title))?.items ?? [];

    expect([overview.from, overview.to, overview.period]).toEqual([week.from, week.to, "last week"]);
    expect(overview.totals.sumOfDailyVisitors).toBe(12);
    expect(items("Visits")[0]).toMatch(new RegExp(`^Visitors: ${overview.totals.sumOfDailyVisitors} \\(`));
    expect(items("Visits")[1]).toBe(`Page views: ${overview.totals.pageViews}`);
    expect(items("Where they came from")).toEqual(
      overview.topSources.map((row) => `${sourceInWords(row)}: ${row.visits} visits`),
    );
    // A link in issue 12 is named as she would write it, on the screen and in the e-mail alike.
    expect(items("Where they came from")).toContain("Newsletter, issue 12: 4 visits");
    const clicksOf = (link: string) => overview.weeks.reduce((sum, row) => sum + (row.clicks[link] ?? 0), 0);
    expect(items("Clicks")).toEqual([
      `Career Clarity Sprint booking clicks: ${clicksOf("booking-career")}`,
      `Corporate to Consultant Jumpstart booking clicks: ${clicksOf("booking-business")}`,
      `Visibility audit checkout clicks: ${clicksOf("audit-checkout")}`,
    ]);
    expect(clicksOf("booking-career")).toBe(2);
    const signUps = overview.weeks.reduce((sum, row) => sum + row.subscribers, 0);
    expect(items("Newsletter")[0]).toBe(`Sign-ups through the site: ${signUps} (as the Visits screen counts them)`);
    expect(signUps).toBe(2);
  });

  it("refuses any other week with 400 and a JSON message", async () => {
    const answer = await server.app.request("/admin/api/visits?week=next", { headers: { Cookie: server.cookie } });
    expect([answer.status, await answer.json()]).toEqual([400, { code: "invalid", message: "The week must be last." }]);
  });
});
