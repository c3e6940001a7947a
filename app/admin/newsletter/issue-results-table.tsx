import { formatPounds } from "~/lib/pounds";
import { issueSignUpsCountedBy } from "~/lib/source-in-words";
import { FigureSection } from "../shared/figure-section";
import { FigureTable } from "../shared/figure-table";
import { IssueResultsCards } from "./issue-results-cards";
import type { SourceResults } from "./types";

/** The caption of the table and the list of cards alike. */
export const resultsCaption = "Each issue's, welcome e-mail's and guide's readers and clients, newest issue first";

/**
 * What brings clients: each published issue's readers, sign-ups, and the bookings and sales credited to it, then each
 * welcome sequence e-mail's and guide's; a table from a tablet's width up, a card each on a phone, where six columns
 * would scroll sideways.
 */
export function IssueResultsTable({ results }: { results: SourceResults[] }) {
  return (
    <FigureSection id="issue-results" title="What brings clients">
      <p className="mt-2 max-w-prose text-ink-soft">
        The links in each issue and each welcome sequence e-mail are tagged with it, so a visit that starts from one, and the
        booking or sale that follows, is credited to it. Nothing in the e-mails tracks who opens them.
      </p>
      <p className="mt-2 max-w-prose text-ink-soft">{issueSignUpsCountedBy}</p>
      <div className="sm:hidden">
        <IssueResultsCards results={results} caption={resultsCaption} />
      </div>
      <div className="hidden sm:block">
        <FigureTable
          caption={resultsCaption}
          headers={["Issue or e-mail", "Reached", "Signed up from it", "Bookings", "Sales", "Taken"]}
          rows={results.map((row) => ({
            key: row.campaign,
            cells: [row.name, row.reached, row.signUps, row.bookings, row.sales, formatPounds(row.pence)],
          }))}
          empty="No issue is published yet."
        />
      </div>
    </FigureSection>
  );
}
