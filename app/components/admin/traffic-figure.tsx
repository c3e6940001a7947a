import { FigureTable } from "./figure-table";
import { TrafficChart } from "./traffic-chart";
import { formatAverage, formatCount, formatDay, type VisitsOverview } from "./visit-figures";

type TrafficFigureProps = Pick<VisitsOverview, "daily" | "totals" | "days">;

/** The daily chart with its words: a summary everyone reads, and the day-by-day table behind a disclosure. */
export function TrafficFigure({ daily, totals, days }: TrafficFigureProps) {
  const busiest = daily.reduce(
    (best, day) => (day.pageViews > best.pageViews ? day : best),
    daily[0] ?? { day: "", visitors: 0, pageViews: 0 },
  );
  return (
    <figure className="mt-4">
      <figcaption className="text-ink-soft">
        Page views and visitors on each of the last {days} days: {formatCount(totals.pageViews)} page views, and{" "}
        {formatAverage(totals.averageDailyVisitors)} visitors a day on average.
        {busiest.pageViews > 0
          ? ` The busiest day was ${formatDay(busiest.day, true)}, with ${formatCount(busiest.pageViews)} page views and ${formatCount(busiest.visitors)} visitors.`
          : " Nobody was counted in these days."}
      </figcaption>
      <div className="mt-4">
        <TrafficChart daily={daily} />
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-accent-strong">The figures day by day</summary>
        <FigureTable
          caption={`Page views and visitors per day, the last ${days} days, newest first`}
          headers={["Day", "Page views", "Visitors"]}
          rows={daily
            .toReversed()
            .map(({ day, pageViews, visitors }) => ({ key: day, cells: [formatDay(day, true), pageViews, visitors] }))}
          empty="No days to show."
        />
      </details>
    </figure>
  );
}
