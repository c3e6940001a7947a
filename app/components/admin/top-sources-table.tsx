import { FigureTable } from "./figure-table";
import type { VisitsOverview } from "./visit-figures";

/** Where visits started, and the sign-ups each source brought (credited to the visit's source, like sales). */
export function TopSourcesTable({ sources, period }: { sources: VisitsOverview["topSources"]; period: string }) {
  return (
    <FigureTable
      caption={`Where visits started, and the new subscribers each source brought, ${period}`}
      headers={["Source (campaign)", "Visits", "New subscribers"]}
      rows={sources.map(({ source, campaign, visits, subscribers }) => ({
        key: `${source}|${campaign}`,
        cells: [campaign ? `${source} (${campaign})` : source, visits, subscribers],
      }))}
      empty="No visits were counted in this period."
    />
  );
}
