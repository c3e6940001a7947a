import { toCsv } from "../../../server/csv";
import type { ImportResult } from "./subscriber-records-api";

/** The rows an import did not add, as a CSV the coach downloads to check: line in her file, address as written, and why. */
export function SkippedRowsLink({ skipped }: { skipped: ImportResult["skipped"] }) {
  if (skipped.length === 0) return null;
  const csv = toCsv(["line", "email", "reason"], skipped);
  return (
    <a
      href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
      download="rows-not-added.csv"
      className="mt-3 inline-block font-semibold"
    >
      Download the {skipped.length === 1 ? "row" : `${skipped.length} rows`} not added (CSV)
    </a>
  );
}
