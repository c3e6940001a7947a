import { formatPounds } from "~/lib/pounds";
import { FigureTable } from "../shared/figure-table";
import { formatDay } from "../shared/visit-figures";
import type { SalesOverview } from "./sales-figures";

/** Each of the 13 weeks, newest first: bookings (and of them those paid when booked), cancellations, other sales, refunds and takings. */
export function SalesWeeksTable({ weeks }: { weeks: SalesOverview["weeks"] }) {
  return (
    <FigureTable
      caption="Bookings and sales per week, this week first"
      headers={["Week beginning", "Bookings", "Paid when booked", "Cancelled", "Other sales", "Refunded", "Taken"]}
      rows={weeks.map((week) => ({
        key: week.week,
        cells: [
          formatDay(week.week, true),
          week.bookings,
          week.paidBookings,
          week.cancellations,
          week.sales,
          week.refunds,
          formatPounds(week.pence),
        ],
      }))}
      empty="No weeks to show."
    />
  );
}
