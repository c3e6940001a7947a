import type { WeeklySummaryPreview } from "./types";

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
/** A YYYY-MM-DD day as "Monday 23 November". */
const dayOfWeek = (day: string) => weekday.format(new Date(`${day}T00:00:00Z`)).replace(",", "");

/** This week's figures so far, Monday to today, in the Monday summary's parts: shown beside last week's preview. */
export function WeekSoFar({ soFar }: { soFar: WeeklySummaryPreview["soFar"] }) {
  const span = soFar.from === soFar.to ? dayOfWeek(soFar.from) : `${dayOfWeek(soFar.from)} to ${dayOfWeek(soFar.to)}`;
  return (
    <section aria-labelledby="week-so-far" className="rounded-lg border border-line bg-paper p-4">
      <h3 id="week-so-far" className="text-xl font-semibold">
        This week so far
      </h3>
      <p className="mt-1 text-ink-soft">{span}, counted as next Monday's summary will count it.</p>
      {soFar.parts.map(({ title, items }) => (
        <div key={title} className="mt-4">
          <h4 className="font-semibold">{title}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
