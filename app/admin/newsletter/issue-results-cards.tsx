import { Fragment } from "react";
import { formatPounds } from "~/lib/pounds";
import { formatCount } from "../shared/visit-figures";
import type { SourceResults } from "./types";

/** What brings clients as one card each, for a phone: each figure on a line of its own beside its name. */
export function IssueResultsCards({ results, caption }: { results: SourceResults[]; caption: string }) {
  if (results.length === 0) return <p className="mt-4 text-ink-soft">No issue is published yet.</p>;
  return (
    <ul className="mt-4 space-y-3" aria-label={caption}>
      {results.map((row) => {
        const figures: [string, string][] = [
          ["Reached", formatCount(row.reached)],
          ["Signed up from it", formatCount(row.signUps)],
          ["Bookings", formatCount(row.bookings)],
          ["Sales", formatCount(row.sales)],
          ["Taken", formatPounds(row.pence)],
        ];
        return (
          <li key={row.campaign} className="rounded-lg border border-line bg-paper p-4">
            <h3 className="font-semibold wrap-anywhere">{row.name}</h3>
            <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
              {figures.map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd className="text-right tabular-nums">{value}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
