import { formatPounds } from "../../app/lib/pounds";
import { mailWasQueued, notificationTrouble, queueMail } from "../mail/outbox";
import { salesBySource } from "../sales/report";
import { siteNow } from "../settings/effective";
import type { Database } from "../storage/db";
import { bookingLinks, checkoutLink, type DayRange, funnel, lastDays, rangeTotals, topSources, weeklyClicks } from "./report";
import { dayOf } from "./site-counter";

export interface WeeklySummaryOptions {
  db: Database;
  /** The coach's address (NOTIFY_TO). */
  to: string;
  publicOrigin: string;
  /** Whether a booking or checkout webhook is set up: the summary then reports bookings and sales, not only clicks. */
  salesReported?: boolean;
  /** Called once the e-mail is queued, so the outbox worker sends it now. */
  wake: () => void;
  now?: () => Date;
  /** How often the server looks whether this Monday's summary is due. */
  checkEveryMs?: number;
  log?: (message: string) => void;
}

export interface WeeklySummary {
  /** Queues last week's summary if it is Monday from 7 a.m. (London) and it is not queued yet; true if it queued it. */
  queueIfDue(): Promise<boolean>;
  start(): void;
  stop(): void;
}

const linkLabels: Record<string, string> = {
  "booking-career": "Career session booking clicks",
  "booking-business": "Business session booking clicks",
  [checkoutLink]: "Visibility audit checkout clicks",
};

const londonClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  hour: "numeric",
  hourCycle: "h23",
});
const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const dateOf = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

/** The Monday-to-Sunday week before `now`'s, when `now` is a Monday from 7 a.m. in London. */
export function weekToSummarise(now: Date): DayRange | undefined {
  const parts = Object.fromEntries(londonClock.formatToParts(now).map((part) => [part.type, part.value]));
  if (parts.weekday !== "Mon" || Number(parts.hour) < 7) return undefined;
  const yesterday = lastDays(dayOf(now), 2).from;
  return lastDays(yesterday, 7);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

async function countRows(db: Database, sql: string, params: unknown[] = []) {
  const [row] = await db.query(sql, params);
  return Number(row?.count ?? 0);
}

type SalesOfWeek = Awaited<ReturnType<typeof salesBySource>>;

/** The week's bookings and sales as the webhooks reported them, in all and per source. */
function salesLines(sales: SalesOfWeek): string[] {
  const sum = (figure: "bookings" | "cancellations" | "sales" | "refunds" | "pence") =>
    sales.reduce((total, row) => total + row[figure], 0);
  return [
    "Bookings and sales, as your booking service and checkout reported them:",
    `- Bookings: ${sum("bookings")} (${sum("cancellations")} cancelled, not counted)`,
    `- Sales: ${sum("sales")}, ${formatPounds(sum("pence"))} (${sum("refunds")} refunded, not counted)`,
    ...sales
      .filter((row) => row.bookings + row.sales > 0)
      .map(
        (row) =>
          `- From ${row.source}${row.campaign ? ` (${row.campaign})` : ""}: ${plural(row.bookings, "booking")}, ${plural(row.sales, "sale")}, ${formatPounds(row.pence)}`,
      ),
    "",
  ];
}

/** The summary's text: last week's visitors and sources, bookings and sales if reported, the clicks that matter, subscribers, messages and notifications. */
export async function weeklySummaryText(
  db: Database,
  week: DayRange,
  publicOrigin: string,
  salesReported = false,
): Promise<{ subject: string; text: string }> {
  const londonWeek = [week.from, week.to];
  const weekBounds = `created_at >= ($1::date::timestamp at time zone 'Europe/London')
    and created_at < (($2::date + 1)::timestamp at time zone 'Europe/London')`;
  const [totals, sources, clicks, steps, subscribers, messages, failing, sales] = await Promise.all([
    rangeTotals(db, week),
    topSources(db, week, 5),
    weeklyClicks(db, week),
    funnel(db, week),
    countRows(db, `select count(*) from public.subscribers where ${weekBounds}`, londonWeek),
    countRows(db, `select count(*) from public.contact_messages where ${weekBounds}`, londonWeek),
    notificationTrouble(db).then((trouble) => trouble.failing),
    salesReported ? salesBySource(db, week) : [],
  ]);
  const admin = `${publicOrigin}/admin`;
  const clicksOf = (link: string) => clicks.filter((click) => click.link === link).reduce((sum, click) => sum + click.clicks, 0);
  const bookings = sales.reduce((total, row) => total + row.bookings, 0);
  const takings = sales.reduce((total, row) => total + row.pence, 0);

  const lines = [
    `Good morning ${siteNow().coach.firstName},`,
    "",
    `Here is how the site did last week, Monday ${dateOf(week.from)} to Sunday ${dateOf(week.to)}.`,
    "",
    `Visitors: ${totals.sumOfDailyVisitors} (a sum of daily visitors: someone who came on two days counts twice), ${totals.averageDailyVisitors.toFixed(1)} a day on average`,
    `Page views: ${totals.pageViews}`,
    "",
    "Where they came from:",
    ...(sources.length === 0
      ? ["- No visits were counted."]
      : sources.map(
          ({ source, campaign, visits }) => `- ${source}${campaign ? ` (${campaign})` : ""}: ${plural(visits, "visit")}`,
        )),
    "",
    ...(salesReported ? salesLines(sales) : []),
    "Clicks that matter:",
    ...[...bookingLinks, checkoutLink].map((link) => `- ${linkLabels[link]}: ${clicksOf(link)}`),
    "",
    `Newsletter: ${plural(subscribers, "new subscriber")}.`,
    `Contact messages: ${plural(messages, "message")} received. Read and answer them at ${admin}`,
    failing === 0
      ? "Notifications: none failing."
      : `Notifications: ${plural(failing, "notification is", "notifications are")} failing to send; see ${admin}`,
    "",
    `Every figure, with charts, is in the back office: ${admin}`,
    "",
    "Visits are counted by the site's own server, without cookies and without keeping anything that identifies a visitor. People whose browser asks not to be tracked (Do Not Track or Global Privacy Control) are not counted.",
    "To stop these e-mails, set WEEKLY_SUMMARY=false in the server's settings.",
  ];
  const subject = `Your week on ${siteNow().brand}: ${plural(totals.sumOfDailyVisitors, "visitor")}, ${
    salesReported
      ? `${plural(bookings, "booking")}, ${formatPounds(takings)} in sales`
      : plural(steps.bookingClicks, "booking click")
  }`;
  return { subject, text: `${lines.join("\n")}\n` };
}

/**
 * Every Monday from 7 a.m. London time, one e-mail to the coach with last week's figures, queued
 * in the outbox. Its Message-ID names the week, so a restart or a second server never sends it twice.
 */
export function createWeeklySummary({
  db,
  to,
  publicOrigin,
  salesReported = false,
  wake,
  now = () => new Date(),
  checkEveryMs = 15 * 60_000,
  log = console.error,
}: WeeklySummaryOptions): WeeklySummary {
  let timer: NodeJS.Timeout | undefined;
  const host = new URL(publicOrigin).hostname;

  async function queueIfDue() {
    const week = weekToSummarise(now());
    if (!week) return false;
    const messageId = `<weekly-summary-${week.from}@${host}>`;
    if (await mailWasQueued(db, messageId)) return false;
    const { subject, text } = await weeklySummaryText(db, week, publicOrigin, salesReported);
    await queueMail(db, { to, subject, text, messageId });
    wake();
    return true;
  }

  const check = () =>
    void queueIfDue().catch((error: unknown) => log(`The weekly summary could not be queued: ${(error as Error).message}`));

  return {
    queueIfDue,
    start() {
      check();
      timer ??= setInterval(check, checkEveryMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
