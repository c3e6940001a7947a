import { formatPounds } from "~/lib/pounds";
import { sourceInWords } from "~/lib/source-in-words";
import { FigureTable } from "../shared/figure-table";
import type { VisitsOverview } from "../shared/visit-figures";

/** Per source: visits → clicks to book or buy → bookings → sales → takings. */
export function SourceFunnelTable({ funnel, period }: { funnel: VisitsOverview["sourceFunnel"]; period: string }) {
  return (
    <FigureTable
      caption={`From visit to sale per source, ${period}`}
      headers={["Source", "Visits", "Booking or checkout clicks", "Bookings", "Sales", "Taken"]}
      rows={funnel.map((row) => ({
        key: `${row.source}|${row.campaign}`,
        cells: [sourceInWords(row), row.visits, row.clicks, row.bookings, row.sales, formatPounds(row.pence)],
      }))}
      empty="No visits, clicks, bookings or sales in this period."
    />
  );
}
