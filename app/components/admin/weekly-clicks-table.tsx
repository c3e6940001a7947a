import { FigureTable } from "./figure-table";
import { formatDay, type VisitsOverview } from "./visit-figures";

/** Clicks on each counted link, week by week, beside the week's new subscribers and contact messages. */
export function WeeklyClicksTable({ links, weeks }: Pick<VisitsOverview, "links" | "weeks">) {
  return (
    <FigureTable
      caption="Clicks per link, new subscribers and contact messages, by week (weeks start on Monday; the first may be partly before the period)"
      headers={["Week of", ...links.map((link) => link.label), "New subscribers", "Contact messages"]}
      rows={weeks.map((week) => ({
        key: week.week,
        cells: [formatDay(week.week, true), ...links.map((link) => week.clicks[link.name] ?? 0), week.subscribers, week.messages],
      }))}
      empty="No weeks to show."
    />
  );
}
