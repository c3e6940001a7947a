import { formatPounds } from "~/lib/pounds";
import { sourceInWords } from "~/lib/source-in-words";
import { FigureTable } from "../shared/figure-table";
import type { SalesOverview } from "./sales-figures";

/** Bookings and sales per source of the visit they came from, most money first. */
export function SalesSourcesTable({ sources }: { sources: SalesOverview["sources"] }) {
  return (
    <FigureTable
      caption="Bookings and sales per source, these 13 weeks"
      headers={["Source", "Bookings", "Paid when booked", "Other sales", "Taken"]}
      rows={sources.map((row) => ({
        key: `${row.source}|${row.campaign}`,
        cells: [sourceInWords(row), row.bookings, row.paidBookings, row.sales, formatPounds(row.pence)],
      }))}
      empty="No bookings or sales have been reported in these weeks."
    />
  );
}
