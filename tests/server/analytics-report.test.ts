import { beforeAll, expect, it } from "vitest";
import {
  dailyTraffic,
  devices,
  funnel,
  lastDays,
  rangeTotals,
  topPages,
  topSources,
  weeklyClicks,
} from "../../server/analytics/report";
import { type DailyCount, insertDailyCounts } from "./support/analytics";
import { onEachStore } from "./support/databases";
import { suiteDatabase } from "./support/suite";

/** Three days of counts: Sunday 22, Monday 23 and Tuesday 24 November 2026, plus one day long before. */
const counts: DailyCount[] = [
  ["2026-11-22", "visitors", "", "", 10],
  ["2026-11-22", "page_views", "/", "", 12],
  ["2026-11-22", "page_views", "/services", "", 5],
  ["2026-11-22", "visits", "LinkedIn", "", 6],
  ["2026-11-22", "visits", "Direct", "", 4],
  ["2026-11-22", "clicks", "booking-career", "/services", 2],
  ["2026-11-23", "visitors", "", "", 20],
  ["2026-11-23", "page_views", "/", "", 25],
  ["2026-11-23", "page_views", "/about", "", 9],
  ["2026-11-23", "visits", "LinkedIn", "", 7],
  ["2026-11-23", "visits", "newsletter", "issue-12", 9],
  ["2026-11-23", "devices", "mobile", "", 12],
  ["2026-11-23", "devices", "desktop", "", 8],
  ["2026-11-23", "clicks", "booking-career", "/", 1],
  ["2026-11-23", "clicks", "booking-business", "/services", 3],
  ["2026-11-23", "clicks", "audit-checkout", "/visibility-audit", 4],
  ["2026-11-23", "subscribers", "LinkedIn", "", 2],
  ["2026-11-23", "messages", "LinkedIn", "", 1],
  ["2026-11-24", "messages", "newsletter", "issue-12", 1],
  ["2025-01-01", "visitors", "", "", 99],
];

onEachStore("the figures the back office draws, on %s", (kind) => {
  const test = suiteDatabase(kind);
  const week = { from: "2026-11-22", to: "2026-11-24" };

  beforeAll(() => insertDailyCounts(test.db, counts));

  it("the last 30 or 90 days end today and include it", () => {
    expect(lastDays("2026-11-24", 30)).toEqual({ from: "2026-10-26", to: "2026-11-24" });
    expect(lastDays("2026-03-01", 90)).toEqual({ from: "2025-12-02", to: "2026-03-01" });
  });

  it("gives visitors and page views for every day, zero on days nobody came", async () => {
    expect(await dailyTraffic(test.db, { from: "2026-11-21", to: "2026-11-24" })).toEqual([
      { day: "2026-11-21", visitors: 0, pageViews: 0 },
      { day: "2026-11-22", visitors: 10, pageViews: 17 },
      { day: "2026-11-23", visitors: 20, pageViews: 34 },
      { day: "2026-11-24", visitors: 0, pageViews: 0 },
    ]);
    expect(await dailyTraffic(test.db, lastDays("2026-11-24", 90))).toHaveLength(90);
  });

  it("labels visitors over a range as a sum of daily visitors, with the daily average", async () => {
    expect(await rangeTotals(test.db, week)).toEqual({
      sumOfDailyVisitors: 30,
      averageDailyVisitors: 10,
      pageViews: 51,
      daysCounted: 3,
    });
  });

  it("ranks pages by views and sources by visits, campaigns apart, with the subscribers each brought", async () => {
    expect(await topPages(test.db, week, 2)).toEqual([
      { page: "/", views: 37 },
      { page: "/about", views: 9 },
    ]);
    expect(await topSources(test.db, week)).toEqual([
      { source: "LinkedIn", campaign: "", visits: 13, subscribers: 2 },
      { source: "newsletter", campaign: "issue-12", visits: 9, subscribers: 0 },
      { source: "Direct", campaign: "", visits: 4, subscribers: 0 },
    ]);
    expect(await devices(test.db, week)).toEqual({ mobile: 12, desktop: 8 });
  });

  it("gives clicks per link per week (weeks start on Monday)", async () => {
    expect(await weeklyClicks(test.db, week)).toEqual([
      { week: "2026-11-16", link: "booking-career", clicks: 2 },
      { week: "2026-11-23", link: "audit-checkout", clicks: 4 },
      { week: "2026-11-23", link: "booking-business", clicks: 3 },
      { week: "2026-11-23", link: "booking-career", clicks: 1 },
    ]);
  });

  it("gives the funnel from visitors to booking clicks to messages", async () => {
    expect(await funnel(test.db, week)).toEqual({ sumOfDailyVisitors: 30, bookingClicks: 6, checkoutClicks: 4, messages: 2 });
  });
});
