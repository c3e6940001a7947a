import type { DailyTraffic, Funnel, IssueSignUps, PageViews, RangeTotals, SourceVisits } from "../../app/admin/visits/types";
import { linkNameOf, type Sessions } from "../../app/content/sessions";
import { savedSessions } from "../settings/site-content-store";
import type { Database } from "../storage/db";
import { cleanLabel, sourceLabel, sourceNameOfTag } from "./source";

/** A range of whole days, both ends included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** The `days` days up to and including `today` (YYYY-MM-DD): the last 30 or 90 days. */
export function lastDays(today: string, days: number): DayRange {
  const end = new Date(`${today}T00:00:00Z`);
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  return { from: start.toISOString().slice(0, 10), to: today };
}

/** Visitors and page views for every day of the range, zero on days nobody came. */
export async function dailyTraffic(db: Database, range: DayRange): Promise<DailyTraffic[]> {
  const rows = await db.query(
    `select calendar.day::date::text as day,
        coalesce(sum(counts.count) filter (where counts.metric = 'visitors'), 0)::integer as visitors,
        coalesce(sum(counts.count) filter (where counts.metric = 'page_views'), 0)::integer as page_views
      from generate_series($1::date, $2::date, interval '1 day') as calendar (day)
      left join public.site_daily_counts counts
        on counts.day = calendar.day::date and counts.metric in ('visitors', 'page_views')
      group by calendar.day order by calendar.day`,
    [range.from, range.to],
  );
  return rows.map((row) => ({
    day: String(row.day).slice(0, 10),
    visitors: Number(row.visitors),
    pageViews: Number(row.page_views),
  }));
}

/** The first day anything was counted: days before it were not "no visitors", the counter was not there yet. */
export async function firstCountedDay(db: Database): Promise<string | null> {
  const [row] = await db.query("select min(day)::text as day from public.site_daily_counts");
  return row?.day ? String(row.day).slice(0, 10) : null;
}

/**
 * The range's visitors and page views, and the visitors a day on average over the days of the range that were
 * counted (from `countedSince`, the first day anything was): on the day counting began, 13 visitors are 13 a day,
 * not 13 spread over 30 days.
 */
export async function rangeTotals(db: Database, range: DayRange, countedSince?: string | null): Promise<RangeTotals> {
  const since = countedSince === undefined ? await firstCountedDay(db) : countedSince;
  const days = (await dailyTraffic(db, range)).filter((day) => since !== null && day.day >= since);
  const sumOfDailyVisitors = days.reduce((sum, day) => sum + day.visitors, 0);
  return {
    sumOfDailyVisitors,
    averageDailyVisitors: days.length === 0 ? 0 : sumOfDailyVisitors / days.length,
    pageViews: days.reduce((sum, day) => sum + day.pageViews, 0),
    daysCounted: days.length,
  };
}

/** The range of the same length just before `range`: the period a comparison is made with. */
export function previousRange(range: DayRange): DayRange {
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
  const end = new Date(Date.parse(range.from) - 86_400_000).toISOString().slice(0, 10);
  return lastDays(end, days);
}

/** One figure summed over a range, by name, largest first. */
async function ranked(db: Database, metric: string, range: DayRange, limit: number) {
  return db.query(
    `select name, sum(count)::integer as total from public.site_daily_counts
      where metric = $1 and day between $2::date and $3::date
      group by name order by total desc, name limit $4`,
    [metric, range.from, range.to, limit],
  );
}

/**
 * The site's own utility pages, which say what happened rather than being read: the newsletter's confirm and
 * unsubscribe pages, the plain forms' answer pages, the counted-link redirects. Counted as visits, never ranked.
 */
export const utilityPagePatterns = ["/newsletter/confirm", "/newsletter/unsubscribe", "/forms/%", "/go/%"] as const;

export async function topPages(db: Database, range: DayRange, limit = 10): Promise<PageViews[]> {
  const rows = await db.query(
    `select name, sum(count)::integer as total from public.site_daily_counts
      where metric = 'page_views' and day between $1::date and $2::date and not (name like any($3::text[]))
      group by name order by total desc, name limit $4`,
    [range.from, range.to, utilityPagePatterns, limit],
  );
  return rows.map((row) => ({ page: String(row.name), views: Number(row.total) }));
}

/**
 * Visits and new subscribers by source and campaign, largest first: a visit starts with a visitor's first page
 * of the day or a link from elsewhere, and a sign-up is credited to the source of the visit it came in
 * (decision 026). The many spellings of one source (linkedin.com, lnkd.in, LinkedIn's app,
 * utm_source=linkedin) are one row, counted before or after they were told apart (decision 033).
 */
export async function topSources(db: Database, range: DayRange, limit = 10): Promise<SourceVisits[]> {
  const rows = await db.query(
    `select metric, name, detail, sum(count)::integer as total from public.site_daily_counts
      where metric in ('visits', 'subscribers') and day between $1::date and $2::date
      group by metric, name, detail`,
    [range.from, range.to],
  );
  const sources = new Map<string, SourceVisits>();
  for (const row of rows) {
    const source = sourceLabel(sourceNameOfTag(String(row.name)));
    const campaign = cleanLabel(String(row.detail));
    const key = `${source}\0${campaign}`;
    const counted = sources.get(key) ?? { source, campaign, visits: 0, subscribers: 0 };
    if (row.metric === "visits") counted.visits += Number(row.total);
    else counted.subscribers += Number(row.total);
    sources.set(key, counted);
  }
  return [...sources.values()]
    .sort(
      (a, b) =>
        b.visits - a.visits ||
        b.subscribers - a.subscribers ||
        a.source.localeCompare(b.source) ||
        a.campaign.localeCompare(b.campaign),
    )
    .slice(0, limit);
}

export async function devices(db: Database, range: DayRange) {
  const rows = await ranked(db, "devices", range, 10);
  return { mobile: 0, desktop: 0, ...Object.fromEntries(rows.map((row) => [String(row.name), Number(row.total)])) };
}

/** Clicks on the counted outbound links by week (weeks start on Monday) and link. */
export async function weeklyClicks(db: Database, range: DayRange) {
  const rows = await db.query(
    `select date_trunc('week', day)::date::text as week, name, sum(count)::integer as clicks
      from public.site_daily_counts where metric = 'clicks' and day between $1::date and $2::date
      group by week, name order by week, name`,
    [range.from, range.to],
  );
  return rows.map((row) => ({ week: String(row.week), link: String(row.name), clicks: Number(row.clicks) }));
}

/** New subscribers and contact messages by week (weeks start on Monday), counted like the clicks beside them. */
export async function weeklyConversions(db: Database, range: DayRange) {
  const rows = await db.query(
    `select date_trunc('week', day)::date::text as week,
        coalesce(sum(count) filter (where metric = 'subscribers'), 0)::integer as subscribers,
        coalesce(sum(count) filter (where metric = 'messages'), 0)::integer as messages
      from public.site_daily_counts where metric in ('subscribers', 'messages') and day between $1::date and $2::date
      group by week order by week`,
    [range.from, range.to],
  );
  return rows.map((row) => ({ week: String(row.week), subscribers: Number(row.subscribers), messages: Number(row.messages) }));
}

/**
 * Sign-ups from each published newsletter issue's own subscribe form (their page is the issue's), in the range's
 * London days (without one, ever): all who signed up, and how many of them confirmed; the issue with most first. A
 * page that names no published issue (`issue-0`, `issue-99999999999`: whatever a post claims) is no issue's.
 */
export async function signUpsPerIssue(
  db: Database,
  range: DayRange | undefined,
  publishedIssues: readonly number[],
): Promise<IssueSignUps[]> {
  const rows = await db.query(
    `select source_path, count(*)::int as sign_ups, (count(*) filter (where confirmed_at is not null))::int as confirmed
      from public.subscribers
      where source_path = any($3::text[])
        and ($1::date is null or created_at >= ($1::date::timestamp at time zone 'Europe/London'))
        and ($2::date is null or created_at < (($2::date + 1)::timestamp at time zone 'Europe/London'))
      group by source_path`,
    [range?.from ?? null, range?.to ?? null, publishedIssues.map((number) => `/newsletter/issue-${number}`)],
  );
  return rows
    .map((row) => ({
      issue: Number(String(row.source_path).slice("/newsletter/issue-".length)),
      signUps: Number(row.sign_ups),
      confirmed: Number(row.confirmed),
    }))
    .sort((a, b) => b.signUps - a.signUps || b.issue - a.issue);
}

/** The counted links that are bookings (each of her sessions', decision 069), and the one that is the audit checkout. */
export const bookingLinksOf = (sessions: Sessions): string[] => sessions.map(linkNameOf);
export const checkoutLink = "audit-checkout";

/** Visitors (summed over days) → booking clicks → contact messages. */
export async function funnel(db: Database, range: DayRange): Promise<Funnel> {
  const bookingLinks = bookingLinksOf(await savedSessions(db));
  const [row] = await db.query(
    `select
        coalesce(sum(count) filter (where metric = 'visitors'), 0)::integer as visitors,
        coalesce(sum(count) filter (where metric = 'clicks' and name = any($3::text[])), 0)::integer as booking_clicks,
        coalesce(sum(count) filter (where metric = 'clicks' and name = $4), 0)::integer as checkout_clicks,
        coalesce(sum(count) filter (where metric = 'messages'), 0)::integer as messages
      from public.site_daily_counts where day between $1::date and $2::date`,
    [range.from, range.to, bookingLinks, checkoutLink],
  );
  return {
    sumOfDailyVisitors: Number(row?.visitors ?? 0),
    bookingClicks: Number(row?.booking_clicks ?? 0),
    checkoutClicks: Number(row?.checkout_clicks ?? 0),
    messages: Number(row?.messages ?? 0),
  };
}
