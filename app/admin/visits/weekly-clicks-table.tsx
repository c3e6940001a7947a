import { FigureTable } from "../shared/figure-table";
import { formatDay, type VisitsOverview } from "../shared/visit-figures";
import { WeeklyClicksCards } from "./weekly-clicks-cards";

/**
 * Clicks on each counted link, week by week, beside the week's new subscribers and contact messages: a table
 * from a tablet's width up, a card per week on a phone, where six columns would not fit.
 */
export function WeeklyClicksTable({ links, weeks }: Pick<VisitsOverview, "links" | "weeks">) {
  return (
    <>
      <div className="sm:hidden">
        <WeeklyClicksCards links={links} weeks={weeks} />
      </div>
      <div className="hidden sm:block">
        <FigureTable
          caption="Clicks per link, new subscribers and contact messages, by week (weeks start on Monday; the first may be partly before the period)"
          headers={["Week of", ...links.map((link) => link.label), "New subscribers", "Contact messages"]}
          rows={weeks.map((week) => ({
            key: week.week,
            cells: [
              formatDay(week.week, true),
              ...links.map((link) => week.clicks[link.name] ?? 0),
              week.subscribers,
              week.messages,
            ],
          }))}
          empty="No weeks to show."
        />
      </div>
    </>
  );
}
