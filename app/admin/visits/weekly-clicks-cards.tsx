import { Fragment } from "react";
import { formatCount, formatDay, type VisitsOverview } from "../shared/visit-figures";

/** The week table as one card per week, for a phone: each figure on a line of its own beside its name. */
export function WeeklyClicksCards({ links, weeks }: Pick<VisitsOverview, "links" | "weeks">) {
  return (
    <ul className="mt-4 space-y-3" aria-label="Clicks per link, new subscribers and contact messages, by week">
      {weeks.map((week) => {
        const figures: [string, number][] = [
          ...links.map((link): [string, number] => [link.label, week.clicks[link.name] ?? 0]),
          ["New subscribers", week.subscribers],
          ["Contact messages", week.messages],
        ];
        return (
          <li key={week.week} className="rounded-lg border border-line bg-paper p-4">
            <h3 className="font-semibold">Week of {formatDay(week.week, true)}</h3>
            <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
              {figures.map(([label, count]) => (
                <Fragment key={label}>
                  <dt className="wrap-anywhere">{label}</dt>
                  <dd className="text-right tabular-nums">{formatCount(count)}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
