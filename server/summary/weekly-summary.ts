import { render } from "@react-email/render";
import { createElement } from "react";
import type { SummaryPart, WeeklySummaryPreview } from "../../app/admin/health/types";
import { linkNameOf } from "../../app/content/sessions";
import type { Site } from "../../app/content/site";
import { formatPounds } from "../../app/lib/pounds";
import { sourceInWords } from "../../app/lib/source-in-words";
import {
  checkoutLink,
  type DayRange,
  funnel,
  lastDays,
  rangeTotals,
  topSources,
  weeklyClicks,
  weeklyConversions,
} from "../analytics/report";
import { dayOf } from "../analytics/site-counter";
import { notificationTrouble, queueMail } from "../mail/outbox";
import { salesBySource } from "../sales/report";
import { siteOf } from "../settings/current";
import type { Database, Queryable } from "../storage/db";
import { guideSources } from "../subscriptions/guides";
import { sequenceCampaign } from "../subscriptions/welcome-sequence";
import { sequenceEmails } from "../subscriptions/welcome-sequence-store";
import { welcomeCampaign, welcomeSubject } from "../subscriptions/welcome-version";
import { weeklySummarySetting } from "./summary-setting";
import { countingNote, stopNote, type WeeklySummaryContent, WeeklySummaryEmail } from "./weekly-summary-email";

export interface WeeklySummaryOptions {
  db: Database;
  /** The coach's address (NOTIFY_TO). */
  to: string;
  publicOrigin: string;
  /** WEEKLY_SUMMARY: whether the summary goes out until the coach switches it on or off in the back office. */
  enabledByDefault: boolean;
  /** Called once the e-mail is queued, so the outbox worker sends it now. */
  wake: () => void;
  now?: () => Date;
  /** How often the server looks whether this Monday's summary is due. */
  checkEveryMs?: number;
  log?: (message: string) => void;
}

export interface WeeklySummary {
  /**
   * Queues last week's summary if it is Monday from 7 a.m. (London), or the Tuesday after (a Monday the server was
   * down), the coach has it on, and no server has queued that week's yet; true if it queued it.
   */
  queueIfDue(): Promise<boolean>;
  start(): void;
  stop(): void;
}

const londonClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  hour: "numeric",
  hourCycle: "h23",
});
const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const dateOf = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

/**
 * The Monday-to-Sunday week whose summary is due at `now`: the week before, from 7 a.m. on Monday in London until
 * Tuesday ends, so a Monday missed while the server was down is made up at its next start that day or the next.
 */
export function weekToSummarise(now: Date): DayRange | undefined {
  const parts = Object.fromEntries(londonClock.formatToParts(now).map((part) => [part.type, part.value]));
  const daysSinceMonday = parts.weekday === "Mon" && Number(parts.hour) >= 7 ? 0 : parts.weekday === "Tue" ? 1 : undefined;
  if (daysSinceMonday === undefined) return undefined;
  const sunday = lastDays(dayOf(now), daysSinceMonday + 2).from;
  return lastDays(sunday, 7);
}

/** The week `now` is in so far, from Monday to today in London. */
export function weekSoFar(now: Date): DayRange {
  const parts = Object.fromEntries(londonClock.formatToParts(now).map((part) => [part.type, part.value]));
  const daysSinceMonday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(String(parts.weekday));
  return lastDays(dayOf(now), daysSinceMonday + 1);
}

/** The week before the one `now` is in, Monday to Sunday: what a preview or a summary sent now covers. */
export function lastWeek(now: Date): DayRange {
  return lastDays(lastDays(weekSoFar(now).from, 2).from, 7);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

async function countRows(db: Database, sql: string, params: unknown[] = []) {
  const [row] = await db.query(sql, params);
  return Number(row?.count ?? 0);
}

type SalesOfWeek = Awaited<ReturnType<typeof salesBySource>>;

/** "2 bookings (1 paid when booked)": a session paid at booking is one client, counted once, as a booking. */
const bookingsInWords = (bookings: number, paid: number) =>
  `${plural(bookings, "booking")}${paid > 0 ? ` (${paid} paid when booked)` : ""}`;

/** The week's best source: the most taken, then the most sales and bookings (`salesBySource`'s order); none without any. */
function bestSource(sales: SalesOfWeek, named: ReadonlyMap<string, string>): string[] {
  const [best] = sales.filter((row) => row.bookings + row.paidBookings + row.sales > 0);
  return best ? [`Best source of the week: ${sourceInWords(best, named)}`] : [];
}

/**
 * Her welcome e-mails and guides as the summary names their campaigns: "welcome e-mail on confirming (“Subject”)",
 * "welcome e-mail, day 3 (“Subject”)", "guide: Title".
 */
async function sequenceNames(db: Database, site: Site): Promise<Map<string, string>> {
  const [emails, guides, welcome] = await Promise.all([sequenceEmails(db), guideSources(db), welcomeSubject(db, site)]);
  return new Map([
    [welcomeCampaign, `welcome e-mail on confirming (“${welcome}”)`],
    ...emails.map((email): [string, string] => [
      sequenceCampaign(email.id),
      `welcome e-mail, day ${email.delayDays} (“${email.subject}”)`,
    ]),
    // "Guide: Title" as the middle of a sentence: "guide: Title".
    ...guides.map((guide): [string, string] => [guide.campaign, `g${guide.name.slice(1)}`]),
  ]);
}

/**
 * The week's real bookings and sales as the webhooks reported them, in all and per source; none: no part. A session
 * paid at booking is one booking, paid, and not one more sale (decision 068); what was taken counts every payment.
 */
function salesPart(sales: SalesOfWeek, named: ReadonlyMap<string, string>): SummaryPart[] {
  const sum = (figure: "bookings" | "paidBookings" | "cancellations" | "sales" | "refunds" | "pence") =>
    sales.reduce((total, row) => total + row[figure], 0);
  if (sales.length === 0) return [];
  return [
    {
      title: "Bookings and sales, as your booking service and checkout reported them",
      items: [
        `Bookings: ${bookingsInWords(sum("bookings"), sum("paidBookings"))}, ${sum("cancellations")} cancelled (not counted)`,
        `Sales${sum("paidBookings") > 0 ? " besides the paid bookings" : ""}: ${sum("sales")} (${sum("refunds")} refunded, not counted)`,
        `Taken: ${formatPounds(sum("pence"))}`,
        ...bestSource(sales, named),
        ...sales
          .filter((row) => row.bookings + row.sales > 0)
          .map(
            (row) =>
              `From ${sourceInWords(row, named)}: ${bookingsInWords(row.bookings, row.paidBookings)}, ${plural(row.sales, "sale")}, ${formatPounds(row.pence)}`,
          ),
      ],
    },
  ];
}

/** The week's bounds in London time, for tables whose rows carry a created_at. */
const weekBounds = `created_at >= ($1::date::timestamp at time zone 'Europe/London')
    and created_at < (($2::date + 1)::timestamp at time zone 'Europe/London')`;

/**
 * Last week's figures as the summary says them: visitors and sources, real bookings and sales when
 * there were any, booking clicks apart from them, sign-ups through the site (counted as the Visits
 * screen counts them) apart from the people the coach imported or added, messages and notifications.
 */
export async function weeklySummaryContent(db: Database, week: DayRange, publicOrigin: string): Promise<WeeklySummaryContent> {
  const londonWeek = [week.from, week.to];
  // Her site first: the summary's names of her e-mails need it too.
  const site = await siteOf(db);
  const [totals, sources, clicks, steps, conversions, added, unsubscribed, messages, failing, sales, named] = await Promise.all([
    rangeTotals(db, week),
    topSources(db, week, 5),
    weeklyClicks(db, week),
    funnel(db, week),
    weeklyConversions(db, week),
    countRows(
      db,
      `select count(*) from public.consent_events where event in ('imported', 'added') and ${weekBounds}`,
      londonWeek,
    ),
    countRows(db, `select count(*) from public.consent_events where event = 'unsubscribed' and ${weekBounds}`, londonWeek),
    countRows(db, `select count(*) from public.contact_messages where ${weekBounds}`, londonWeek),
    notificationTrouble(db).then((trouble) => trouble.failing),
    salesBySource(db, week),
    sequenceNames(db, site),
  ]);
  const admin = `${publicOrigin}/admin`;
  const clicksOf = (link: string) => clicks.filter((click) => click.link === link).reduce((sum, click) => sum + click.clicks, 0);
  const signUps = conversions.reduce((total, row) => total + row.subscribers, 0);
  const bookings = sales.reduce((total, row) => total + row.bookings, 0);
  const sold = sales.reduce((total, row) => total + row.sales, 0);
  const takings = sales.reduce((total, row) => total + row.pence, 0);
  const realOnes = bookings + sold > 0 ? `, ${plural(bookings, "booking")}, ${formatPounds(takings)} in sales` : "";

  return {
    subject: `Your week on ${site.brand}: ${plural(totals.sumOfDailyVisitors, "visitor")}, ${plural(steps.bookingClicks, "booking click")}${realOnes}`,
    greeting: `Good morning ${site.coach.firstName},`,
    period: `Here is how the site did last week, Monday ${dateOf(week.from)} to Sunday ${dateOf(week.to)}.`,
    parts: [
      {
        title: "Visits",
        items: [
          `Visitors: ${totals.sumOfDailyVisitors} (a sum of daily visitors: someone who came on two days counts twice), ${totals.averageDailyVisitors.toFixed(1)} a day on average`,
          `Page views: ${totals.pageViews}`,
        ],
      },
      {
        title: "Where they came from",
        items:
          sources.length === 0
            ? ["No visits were counted."]
            : sources.map((row) => `${sourceInWords(row, named)}: ${plural(row.visits, "visit")}`),
      },
      ...salesPart(sales, named),
      {
        title: "Clicks on the booking and checkout links (a click is not yet a booking)",
        items: [
          ...site.sessions.map((session) => `${session.name} booking clicks: ${clicksOf(linkNameOf(session))}`),
          `Visibility audit checkout clicks: ${clicksOf(checkoutLink)}`,
        ],
      },
      {
        title: "Newsletter",
        items: [
          `Sign-ups through the site: ${signUps} (as the Visits screen counts them)`,
          `Imported or added by you: ${added}`,
          `Unsubscribed: ${plural(unsubscribed, "person", "people")}`,
        ],
      },
      {
        title: "Messages and notifications",
        items: [
          `Contact messages: ${plural(messages, "message")} received`,
          failing === 0
            ? "Notifications: none failing"
            : `Notifications: ${plural(failing, "notification is", "notifications are")} failing to send`,
        ],
      },
    ],
    adminUrl: admin,
    settingUrl: `${admin}/health`,
  };
}

/** The summary's plain-text part: the same parts as its HTML, as lists. */
export function weeklySummaryText(content: WeeklySummaryContent): string {
  return [
    content.greeting,
    "",
    content.period,
    "",
    ...content.parts.flatMap(({ title, items }) => [`${title}:`, ...items.map((item) => `- ${item}`), ""]),
    `Every figure, with charts, is in the back office: ${content.adminUrl}`,
    "",
    countingNote,
    `${stopNote}: ${content.settingUrl}`,
    "",
  ].join("\n");
}

/** Last week's summary as an e-mail: subject, plain text and HTML. */
export async function weeklySummaryMail(db: Database, week: DayRange, publicOrigin: string) {
  const [content, site] = await Promise.all([weeklySummaryContent(db, week, publicOrigin), siteOf(db)]);
  const html = await render(createElement(WeeklySummaryEmail, { site, content }));
  return { subject: content.subject, text: weeklySummaryText(content), html };
}

/** Last week's summary as it would arrive, and the same figures for this week so far beside it. */
export async function weeklySummaryPreview(db: Database, now: Date, publicOrigin: string): Promise<WeeklySummaryPreview> {
  const thisWeek = weekSoFar(now);
  const [mail, soFar] = await Promise.all([
    weeklySummaryMail(db, lastWeek(now), publicOrigin),
    weeklySummaryContent(db, thisWeek, publicOrigin),
  ]);
  return { ...mail, soFar: { ...thisWeek, parts: soFar.parts } };
}

async function weekQueued(db: Queryable, week: DayRange): Promise<boolean> {
  return (await db.query("select 1 from public.weekly_summary_sends where week_from = $1::date", [week.from])).length > 0;
}

/** Records that `week`'s summary is queued; false when a server already had. */
async function claimWeek(tx: Queryable, week: DayRange): Promise<boolean> {
  const claimed = await tx.query(
    "insert into public.weekly_summary_sends (week_from) values ($1::date) on conflict (week_from) do nothing returning week_from",
    [week.from],
  );
  return claimed.length > 0;
}

/**
 * Every Monday from 7 a.m. London time, one e-mail to the coach with last week's figures, queued in the outbox;
 * on the Tuesday when the server was down all Monday morning. Each week is claimed by a row in the database
 * (decision 041), so a restart or a second server never sends it twice.
 */
export function createWeeklySummary({
  db,
  to,
  publicOrigin,
  enabledByDefault,
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
    if (await weekQueued(db, week)) return false;
    if (!(await weeklySummarySetting(db, enabledByDefault)).enabled) return false;
    const mail = await weeklySummaryMail(db, week, publicOrigin);
    const messageId = `<weekly-summary-${week.from}@${host}>`;
    // The week's row is the claim: of two servers, or a restart, only the one that inserts it queues the e-mail.
    const queued = await db.transaction(async (tx) => {
      if (!(await claimWeek(tx, week))) return false;
      await queueMail(tx, { to, ...mail, messageId });
      return true;
    });
    if (queued) wake();
    return queued;
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
