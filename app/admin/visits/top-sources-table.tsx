import { sourceInWords } from "~/lib/source-in-words";
import { FigureTable } from "../shared/figure-table";
import type { VisitsOverview } from "../shared/visit-figures";

/**
 * Where visits started, and the sign-ups each source brought: credited to the source of the visit they signed up in,
 * like sales, wherever on the site its form was (the issues' own table counts by the form's page instead).
 */
export function TopSourcesTable({ sources, period }: { sources: VisitsOverview["topSources"]; period: string }) {
  return (
    <FigureTable
      caption={`Where visits started, and the new subscribers each source brought (counted by where their visit came from, whichever form they used), ${period}`}
      headers={["Source", "Visits", "New subscribers from its visits"]}
      rows={sources.map(({ source, campaign, visits, subscribers }) => ({
        key: `${source}|${campaign}`,
        cells: [sourceInWords({ source, campaign }), visits, subscribers],
      }))}
      empty="No visits were counted in this period."
    />
  );
}
