import { StatCard } from "./stat-card";
import type { VisitsOverview } from "./visit-figures";

/**
 * The period's totals. Visitors are counted per day, so over a period they are shown as a daily
 * average and as a sum of daily visitors, never as a number of people.
 */
export function VisitTotals({ totals }: { totals: VisitsOverview["totals"] }) {
  return (
    <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
      <StatCard label="Visitors a day, on average" value={Math.round(totals.averageDailyVisitors * 10) / 10} />
      <StatCard label="Sum of daily visitors (someone who came on two days counts twice)" value={totals.sumOfDailyVisitors} />
      <StatCard label="Page views" value={totals.pageViews} />
    </dl>
  );
}
