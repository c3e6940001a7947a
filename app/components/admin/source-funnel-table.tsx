import { formatPounds } from "~/lib/pounds";
import { FigureTable } from "./figure-table";
import { sourceLabel } from "./sales-figures";
import type { VisitsOverview } from "./visit-figures";

/** Per source: visits → clicks to book or buy → bookings → sales → takings. */
export function SourceFunnelTable({ funnel, days }: { funnel: VisitsOverview["sourceFunnel"]; days: number }) {
  return (
    <FigureTable
      caption={`From visit to sale per source, the last ${days} days`}
      headers={["Source (campaign)", "Visits", "Booking or checkout clicks", "Bookings", "Sales", "Taken"]}
      rows={funnel.map((row) => ({
        key: `${row.source}|${row.campaign}`,
        cells: [sourceLabel(row), row.visits, row.clicks, row.bookings, row.sales, formatPounds(row.pence)],
      }))}
      empty="No visits, clicks, bookings or sales in this period."
    />
  );
}
