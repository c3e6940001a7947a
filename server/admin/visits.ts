import { Hono } from "hono";
import type { VisitsOverview } from "../../app/admin/visits/types";
import type { Resource } from "../../app/content/resources";
import { lastWeekQuery, visitRanges } from "../../app/lib/visit-ranges";
import * as report from "../analytics/report";
import { dayOf } from "../analytics/site-counter";
import { refuse } from "../http/refusal";
import { siteContentOf } from "../newsletter/site-content";
import { funnelBySource } from "../sales/report";
import { savedContent } from "../settings/site-content-store";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { lastWeek } from "../summary/weekly-summary";

const namedLinks: Record<string, string> = {
  "booking-career": "Career session booking",
  "booking-business": "Business session booking",
  [report.checkoutLink]: "Audit checkout",
  "hidden-job-market-quiz": "Hidden job market quiz",
  "two-minute-quiz": "Two-minute quiz",
};

/** A counted link's name as the coach reads it: a resource id (of `resources`, her library now) is its download. */
export function clickedLinkLabel(name: string, resources: readonly Resource[]): string {
  const resource = resources.find((candidate) => candidate.id === name);
  return namedLinks[name] ?? (resource ? `Download: ${resource.title}` : name);
}

/** Every Monday from the week that holds `from` to the one that holds `to`, as YYYY-MM-DD. */
export function mondaysOf(from: string, to: string): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  const mondays: string[] = [];
  for (const day = start; day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + 7)) {
    mondays.push(day.toISOString().slice(0, 10));
  }
  return mondays;
}

/** What the overview covers: the last 30 or 90 days up to today, or last week as the Monday summary counts it. */
export type OverviewPeriod = { days: (typeof visitRanges)[number] } | { lastWeek: true };

/** The figures of the period up to `now`, as the overview shows them. */
export async function visitsOverview(db: Database, now: Date, period: OverviewPeriod): Promise<VisitsOverview> {
  const range = "lastWeek" in period ? lastWeek(now) : report.lastDays(dayOf(now), period.days);
  const days = "lastWeek" in period ? 7 : period.days;
  const countedSince = await report.firstCountedDay(db);
  const [daily, totals, previous, pages, sources, clicks, conversions, steps, sourceFunnel, issueSignUps] = await Promise.all([
    report.dailyTraffic(db, range),
    report.rangeTotals(db, range, countedSince),
    report.rangeTotals(db, report.previousRange(range), countedSince),
    report.topPages(db, range),
    report.topSources(db, range),
    report.weeklyClicks(db, range),
    report.weeklyConversions(db, range),
    report.funnel(db, range),
    funnelBySource(db, range),
    siteContentOf(db).then(({ issues }) =>
      report.signUpsPerIssue(
        db,
        range,
        issues.map(({ issue }) => issue.number),
      ),
    ),
  ]);
  const { sessions, resources } = await savedContent(db);
  const bookingLinks = report.bookingLinksOf(sessions);
  const linkNames = [...new Set<string>([...bookingLinks, report.checkoutLink, ...clicks.map((click) => click.link)])];
  const weeks = mondaysOf(range.from, range.to).map((week) => {
    const converted = conversions.find((row) => row.week === week);
    return {
      week,
      clicks: Object.fromEntries(
        linkNames.map((link) => [link, clicks.find((click) => click.week === week && click.link === link)?.clicks ?? 0]),
      ),
      subscribers: converted?.subscribers ?? 0,
      messages: converted?.messages ?? 0,
    };
  });
  return {
    days,
    period: "lastWeek" in period ? "last week" : `the last ${days} days`,
    lastWeek: "lastWeek" in period,
    ...range,
    daily,
    totals,
    previousTotals: previous.daysCounted === 0 ? null : previous,
    topPages: pages,
    topSources: sources,
    links: linkNames.map((name) => ({ name, label: clickedLinkLabel(name, resources.library) })),
    weeks,
    funnel: steps,
    sourceFunnel,
    issueSignUps,
  };
}

/**
 * /admin/api/visits?days=30|90: the counted visits, sources, clicks and conversions of the last 30 or 90 days;
 * ?week=last: of last week, Monday to Sunday in London, as the Monday summary counts them.
 */
export function createVisitsApi(db: Database, secure: boolean) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));

  api.get("/", async (c) => {
    if (c.req.query("week") !== undefined) {
      if (`week=${c.req.query("week")}` !== lastWeekQuery) return refuse(c, 400, { message: "The week must be last." });
      return c.json(await visitsOverview(db, new Date(), { lastWeek: true }));
    }
    const asked = c.req.query("days") ?? "30";
    const days = visitRanges.find((range) => String(range) === asked);
    if (!days) return refuse(c, 400, { message: `The range must be ${visitRanges.join(" or ")} days.` });
    return c.json(await visitsOverview(db, new Date(), { days }));
  });

  return api;
}
