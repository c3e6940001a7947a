import type { SalesFigures, SourceFunnelStep } from "../../app/admin/sales/types";
import type { DayRange } from "../analytics/report";
import type { Database } from "../storage/db";

/** Shown for a booking or sale whose link carried no credit. */
export const unknownSourceName = "Unknown";

/** The Monday (YYYY-MM-DD) of the London week an instant falls in. */
const londonWeek = "date_trunc('week', occurred_at at time zone 'Europe/London')::date";
const londonDay = "(occurred_at at time zone 'Europe/London')::date";

/**
 * The figures of a set of rows, as every report counts them: bookings still standing (neither
 * cancelled nor moved), cancellations, the payments still paid that paid for a booking (a session paid
 * at booking is one client, counted as a booking paid, decision 068), the other sales still paid (not
 * refunded), and the total in pence of every payment in pounds (another currency is not added to
 * pounds), summed as a 64-bit integer so no total overflows.
 */
const figures = `
  count(*) filter (where kind = 'booking' and status = 'booked')::integer as bookings,
  count(*) filter (where kind = 'booking' and status = 'cancelled')::integer as cancellations,
  count(*) filter (where kind = 'sale' and status = 'paid' and pays_booking_id is not null)::integer as paid_bookings,
  count(*) filter (where kind = 'sale' and status = 'paid' and pays_booking_id is null)::integer as sales,
  count(*) filter (where kind = 'sale' and status = 'refunded')::integer as refunds,
  coalesce(sum(amount) filter (where kind = 'sale' and status = 'paid' and currency = 'GBP'), 0)::bigint as pence`;

const figuresOf = (row: Record<string, unknown> | undefined): SalesFigures => ({
  bookings: Number(row?.bookings ?? 0),
  cancellations: Number(row?.cancellations ?? 0),
  paidBookings: Number(row?.paid_bookings ?? 0),
  sales: Number(row?.sales ?? 0),
  refunds: Number(row?.refunds ?? 0),
  pence: Number(row?.pence ?? 0),
});

/** Bookings and sales per London week (weeks start on Monday) for every Monday in `mondays`, zero where none. */
export async function weeklySales(db: Database, mondays: string[]) {
  const rows = await db.query(
    `select ${londonWeek}::text as week, ${figures} from public.bookings_and_sales
      where ${londonWeek} = any($1::date[]) group by 1`,
    [mondays],
  );
  return mondays.map((week) => ({ week, ...figuresOf(rows.find((row) => row.week === week)) }));
}

/** Bookings and sales per credited source and campaign over London days, most money first. */
export async function salesBySource(db: Database, range: DayRange) {
  const rows = await db.query(
    `select coalesce(source, $3) as source, campaign, ${figures} from public.bookings_and_sales
      where ${londonDay} between $1::date and $2::date
      group by 1, 2 order by pence desc, sales desc, bookings desc, source, campaign`,
    [range.from, range.to, unknownSourceName],
  );
  return rows.map((row) => ({ source: String(row.source), campaign: String(row.campaign), ...figuresOf(row) }));
}

/**
 * Bookings and sales ever credited to each of her e-mails and guides, by the campaign the visit's link carried:
 * `issue-N` (server/newsletter/edition.ts), `welcome` (the welcome e-mail on confirming), `welcome-N` (a welcome
 * sequence e-mail) or `guide-…` (a guide).
 */
export async function salesPerCampaign(db: Database): Promise<Map<string, SalesFigures>> {
  const rows = await db.query(
    `select campaign, ${figures} from public.bookings_and_sales
      where campaign ~ '^(issue-[0-9]{1,9}|welcome(-[0-9]{1,18})?|guide-[a-z0-9-]{1,100})$' group by 1`,
  );
  return new Map(rows.map((row) => [String(row.campaign), figuresOf(row)]));
}

/**
 * The funnel per source over London days: visits → booking or checkout clicks → bookings →
 * sales → pence, by source and campaign, from the daily counts and the reported bookings and sales.
 */
export async function funnelBySource(db: Database, range: DayRange): Promise<SourceFunnelStep[]> {
  const [counted, sold] = await Promise.all([
    db.query(
      `select name as source, detail as campaign,
          coalesce(sum(count) filter (where metric = 'visits'), 0)::integer as visits,
          coalesce(sum(count) filter (where metric = 'sales_clicks'), 0)::integer as clicks
        from public.site_daily_counts where metric in ('visits', 'sales_clicks') and day between $1::date and $2::date
        group by 1, 2`,
      [range.from, range.to],
    ),
    salesBySource(db, range),
  ]);
  const key = (row: Record<string, unknown>) => `${row.source}\0${row.campaign}`;
  const funnel = new Map(
    counted.map((row) => [
      key(row),
      { source: String(row.source), campaign: String(row.campaign), visits: Number(row.visits), clicks: Number(row.clicks) },
    ]),
  );
  for (const row of sold) if (!funnel.has(key(row))) funnel.set(key(row), { ...row, visits: 0, clicks: 0 });
  return [...funnel.values()]
    .map((step) => {
      const sales = sold.find((row) => key(row) === key(step));
      return { ...step, bookings: sales?.bookings ?? 0, sales: sales?.sales ?? 0, pence: sales?.pence ?? 0 };
    })
    .sort((a, b) => b.pence - a.pence || b.bookings - a.bookings || b.clicks - a.clicks || b.visits - a.visits)
    .slice(0, 20);
}
