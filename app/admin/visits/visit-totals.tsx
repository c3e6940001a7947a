import { StatCard } from "../shared/stat-card";
import { changeInWords, formatAverage, type VisitsOverview } from "../shared/visit-figures";

type VisitTotalsProps = Pick<VisitsOverview, "totals" | "previousTotals" | "days">;

/** The average's label, saying over how many days it is taken when counting began within the period. */
function averageLabel(daysCounted: number, days: number): string {
  if (daysCounted >= days) return "Visitors a day, on average";
  if (daysCounted <= 1) return "Visitors a day, on average (today, the first day counted)";
  return `Visitors a day, on average (over the ${daysCounted} days counted so far)`;
}

const perDay = ({ pageViews, daysCounted }: VisitsOverview["totals"]) => (daysCounted === 0 ? 0 : pageViews / daysCounted);

/**
 * The period's totals. Visitors are counted per day, so over a period they are shown as a daily average (over
 * the days that were counted) and as a sum of daily visitors, never as a number of people; then how the period
 * compares with the one before, in words.
 */
export function VisitTotals({ totals, previousTotals: previous, days }: VisitTotalsProps) {
  return (
    <>
      <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard label={averageLabel(totals.daysCounted, days)} value={formatAverage(totals.averageDailyVisitors)} />
        <StatCard label="Sum of daily visitors (someone who came on two days counts twice)" value={totals.sumOfDailyVisitors} />
        <StatCard label="Page views" value={totals.pageViews} />
      </dl>
      <p className="mt-3 text-ink-soft">
        {previous === null
          ? `Nothing was counted in the ${days} days before, so there is no earlier period to compare with yet.`
          : `Visitors a day: ${changeInWords(totals.averageDailyVisitors, previous.averageDailyVisitors, days)} (${formatAverage(previous.averageDailyVisitors)} a day then). ` +
            `Page views a day: ${changeInWords(perDay(totals), perDay(previous), days)} (${formatAverage(perDay(previous))} a day then).`}
      </p>
    </>
  );
}
