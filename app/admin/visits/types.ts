import type { SourceFunnelStep } from "../sales/types";

/**
 * What the Visits screen's API answers (/admin/api/visits, server/analytics/): the types the server returns and the screen reads.
 * Timestamps are ISO strings, as they arrive in JSON.
 */

export interface DailyTraffic {
  day: string;
  visitors: number;
  pageViews: number;
}

export interface RangeTotals {
  /** The sum of each day's visitors: one person on two days counts twice, so this is not the number of people. */
  sumOfDailyVisitors: number;
  /** Over the days of the period that were counted (counting may have begun within it). */
  averageDailyVisitors: number;
  pageViews: number;
  /** The days of the period on or after the first day anything was counted. */
  daysCounted: number;
}

export interface PageViews {
  page: string;
  views: number;
}

export interface SourceVisits {
  source: string;
  campaign: string;
  visits: number;
  /** New subscribers credited to this source: the source of the visit they signed up in. */
  subscribers: number;
}

/** Visitors (summed over days) → booking clicks → contact messages. */
export interface Funnel {
  sumOfDailyVisitors: number;
  bookingClicks: number;
  checkoutClicks: number;
  messages: number;
}

/** One week (from its Monday) of clicks per counted link, new subscribers and contact messages. */
export interface WeekFigures {
  week: string;
  clicks: Record<string, number>;
  subscribers: number;
  messages: number;
}

/** What /admin/api/visits answers: the last 30 or 90 days. */
export interface VisitsOverview {
  days: number;
  /** The period as the screen names it: "the last 30 days", or "last week" (Monday to Sunday, as the summary counts it). */
  period: string;
  /** Whether the period is last week rather than the last 30 or 90 days. */
  lastWeek: boolean;
  from: string;
  to: string;
  daily: DailyTraffic[];
  totals: RangeTotals;
  /** The same figures for the period of the same length before; null when nothing was counted then. */
  previousTotals: RangeTotals | null;
  topPages: PageViews[];
  topSources: SourceVisits[];
  /** The counted links, each with the name the coach reads. */
  links: { name: string; label: string }[];
  weeks: WeekFigures[];
  funnel: Funnel;
  /** The top 20 sources (with their campaigns) from visit to sale. */
  sourceFunnel: SourceFunnelStep[];
  /** Sign-ups through the form at the end of each issue's page. */
  issueSignUps: IssueSignUps[];
}

/** People who signed up on one issue's page, and how many of them confirmed. */
export interface IssueSignUps {
  issue: number;
  signUps: number;
  confirmed: number;
}
