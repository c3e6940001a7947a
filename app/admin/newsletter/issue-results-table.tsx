import { formatPounds } from "~/lib/pounds";
import { issueSignUpsCountedBy } from "~/lib/source-in-words";
import { FigureSection } from "../shared/figure-section";
import { FigureTable } from "../shared/figure-table";
import { IssueResultsCards } from "./issue-results-cards";
import type { IssueResults } from "./types";

/**
 * Which issues bring clients: each published issue's readers, sign-ups, and the bookings and sales credited to it; a
 * table from a tablet's width up, a card per issue on a phone, where six columns would scroll sideways.
 */
export function IssueResultsTable({ results }: { results: IssueResults[] }) {
  return (
    <FigureSection id="issue-results" title="Which issues bring clients">
      <p className="mt-2 max-w-prose text-ink-soft">
        Each issue's links are tagged with its number, so a visit that starts from one, and the booking or sale that follows, is
        credited to that issue. Nothing in the e-mail tracks who opens it.
      </p>
      <p className="mt-2 max-w-prose text-ink-soft">{issueSignUpsCountedBy}</p>
      <div className="sm:hidden">
        <IssueResultsCards results={results} />
      </div>
      <div className="hidden sm:block">
        <FigureTable
          caption="Each issue's readers and clients, newest first"
          headers={["Issue", "Sent to", "Signed up on its page", "Bookings", "Sales", "Taken"]}
          rows={results.map((row) => ({
            key: String(row.issue),
            cells: [`${row.issue}. ${row.title}`, row.sent, row.signUps, row.bookings, row.sales, formatPounds(row.pence)],
          }))}
          empty="No issue is published yet."
        />
      </div>
    </FigureSection>
  );
}
