import { SkippedRowsLink } from "./skipped-rows-link";
import type { ImportResult } from "./subscriber-records-api";

/** What an import did, count by count, and the rows it did not add to download. */
export function ImportResultSummary({ result }: { result: ImportResult }) {
  const counts = [
    ["Imported", result.imported, "added as confirmed subscribers"],
    ["Already present", result.alreadyPresent, "already on the list, left as they were"],
    ["Suppressed", result.suppressed, "unsubscribed or erased earlier, so not added"],
    ["Invalid", result.invalid, "not e-mail addresses"],
    ["Unreadable dates", result.unreadableDates, "a date of consent that is not a date, or is still to come"],
  ] as const;
  return (
    <div className="rounded-lg border border-line bg-sand p-4">
      <p className="font-semibold">The list was imported. No e-mail was sent.</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {counts.map(([label, count, meaning]) => (
          <div key={label}>
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd>
              <span className="text-2xl font-semibold">{count}</span> <span className="text-sm text-ink-soft">{meaning}</span>
            </dd>
          </div>
        ))}
      </dl>
      <SkippedRowsLink skipped={result.skipped} />
    </div>
  );
}
