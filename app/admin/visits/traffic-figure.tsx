import { lazy, Suspense } from "react";
import { FigureTable } from "../shared/figure-table";
import { formatAverage, formatCount, formatDay, type VisitsOverview } from "../shared/visit-figures";

/** The chart library (Recharts, about 115 KiB gzipped) loads only once the Visits screen shows the chart. */
const TrafficChart = lazy(() => import("./traffic-chart"));

type TrafficFigureProps = Pick<VisitsOverview, "daily" | "totals" | "days" | "lastWeek" | "period">;

/**
 * The daily chart with its words: a summary everyone reads, and the day-by-day table behind a disclosure.
 * The chart is for sighted readers (the words carry the same numbers), so it is hidden from screen readers. Its box
 * keeps its height while the chart's code arrives, and clips what it draws: the tooltip stays where the pointer
 * left it, hidden but still laid out, and after the window narrows it would otherwise make the page scroll sideways.
 */
export function TrafficFigure({ daily, totals, days, lastWeek, period }: TrafficFigureProps) {
  const busiest = daily.reduce(
    (best, day) => (day.pageViews > best.pageViews ? day : best),
    daily[0] ?? { day: "", visitors: 0, pageViews: 0 },
  );
  return (
    <figure className="mt-4">
      <figcaption className="text-ink-soft">
        Page views and visitors on each {lastWeek ? "day of last week" : `of the last ${days} days`}:{" "}
        {formatCount(totals.pageViews)} page views, and {formatAverage(totals.averageDailyVisitors)} visitors a day on average.
        {busiest.pageViews > 0
          ? ` The busiest day was ${formatDay(busiest.day, true)}, with ${formatCount(busiest.pageViews)} page views and ${formatCount(busiest.visitors)} visitors.`
          : " Nobody was counted in these days."}
      </figcaption>
      <div aria-hidden="true" className="mt-4 h-72 w-full overflow-hidden rounded-lg border border-line bg-paper p-3">
        <Suspense fallback={null}>
          <TrafficChart daily={daily} />
        </Suspense>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-accent-strong">The figures day by day</summary>
        <FigureTable
          caption={`Page views and visitors per day, ${period}, newest first`}
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
