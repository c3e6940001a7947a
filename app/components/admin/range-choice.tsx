import { Link } from "react-router";
import { visitRanges } from "../../lib/visit-ranges";

const linkStyles = (current: boolean) =>
  `rounded-md px-3 py-2 font-semibold no-underline ${current ? "bg-accent text-white" : "border border-line bg-paper text-ink hover:bg-sand-deep"}`;

/** The 30 or 90 days the overview covers, as plain links: they work by keyboard and can be bookmarked. */
export function RangeChoice({ days }: { days: number }) {
  return (
    <nav aria-label="Period" className="flex flex-wrap gap-2">
      {visitRanges.map((range) => (
        <Link
          key={range}
          to={`?days=${range}`}
          aria-current={range === days ? "page" : undefined}
          className={linkStyles(range === days)}
        >
          Last {range} days
        </Link>
      ))}
    </nav>
  );
}
