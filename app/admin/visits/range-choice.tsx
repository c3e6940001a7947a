import { Link } from "react-router";
import { lastWeekQuery, visitRanges } from "../../lib/visit-ranges";

const linkStyles = (current: boolean) =>
  `rounded-md px-3 py-2 font-semibold no-underline ${current ? "bg-accent text-white" : "border border-line bg-paper text-ink hover:bg-sand-deep"}`;

/**
 * The 30 or 90 days the overview covers, or last week as the Monday summary counts it, as plain links: they work by
 * keyboard and can be bookmarked.
 */
export function RangeChoice({ days, lastWeek }: { days: number; lastWeek: boolean }) {
  return (
    <nav aria-label="Period" className="flex flex-wrap gap-2">
      {visitRanges.map((range) => {
        const current = !lastWeek && range === days;
        return (
          <Link key={range} to={`?days=${range}`} aria-current={current ? "page" : undefined} className={linkStyles(current)}>
            Last {range} days
          </Link>
        );
      })}
      <Link to={`?${lastWeekQuery}`} aria-current={lastWeek ? "page" : undefined} className={linkStyles(lastWeek)}>
        Last week
      </Link>
    </nav>
  );
}
