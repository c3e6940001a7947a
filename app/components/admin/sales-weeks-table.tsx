import { formatPounds } from "~/lib/pounds";
import { FigureTable } from "./figure-table";
import type { SalesOverview } from "./sales-figures";
import { formatDay } from "./visit-figures";

/** Each of the 13 weeks, newest first: bookings, cancellations, sales, refunds and takings. */
export function SalesWeeksTable({ weeks }: { weeks: SalesOverview["weeks"] }) {
  return (
    <FigureTable
      caption="Bookings and sales per week, this week first"
      headers={["Week beginning", "Bookings", "Cancelled", "Sales", "Refunded", "Taken"]}
      rows={weeks.map((week) => ({
        key: week.week,
        cells: [
          formatDay(week.week, true),
          week.bookings,
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
