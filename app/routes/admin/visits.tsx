import { useLoaderData } from "react-router";
import { adminGet } from "~/components/admin/admin-api";
import { AdminTitle } from "~/components/admin/admin-title";
import { CountingNote } from "~/components/admin/counting-note";
import { FigureSection } from "~/components/admin/figure-section";
import { FigureTable } from "~/components/admin/figure-table";
import { RangeChoice } from "~/components/admin/range-choice";
import { SourceFunnelTable } from "~/components/admin/source-funnel-table";
import { TopSourcesTable } from "~/components/admin/top-sources-table";
import { TrafficFigure } from "~/components/admin/traffic-figure";
import { formatDay, type VisitsOverview } from "~/components/admin/visit-figures";
import { VisitTotals } from "~/components/admin/visit-totals";
import { VisitsFunnel } from "~/components/admin/visits-funnel";
import { WeeklyClicksTable } from "~/components/admin/weekly-clicks-table";

export function clientLoader({ request }: { request: Request }) {
  const days = new URL(request.url).searchParams.get("days") === "90" ? 90 : 30;
  return adminGet<VisitsOverview>(`visits?days=${days}`, request);
}

export default function VisitsPage() {
  const overview = useLoaderData<typeof clientLoader>();
  const { days, from, to, topPages, topSources } = overview;
  return (
    <>
      <AdminTitle screen="Visits" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-semibold">Visits</h1>
          <p className="mt-2 text-ink-soft">
            The last {days} days: {formatDay(from, true)} to {formatDay(to, true)}.
          </p>
        </div>
        <RangeChoice days={days} />
      </div>
      <CountingNote />
      <VisitTotals totals={overview.totals} previousTotals={overview.previousTotals} days={days} />
      <FigureSection id="daily-traffic" title="Visitors and page views per day">
        <TrafficFigure daily={overview.daily} totals={overview.totals} days={days} />
      </FigureSection>
      <div className="grid grid-cols-1 gap-x-8 lg:grid-cols-2">
        <FigureSection id="top-pages" title="Top pages">
          <FigureTable
            caption={`The most viewed pages, the last ${days} days`}
            headers={["Page", "Page views"]}
            rows={topPages.map(({ page, views }) => ({ key: page, cells: [page, views] }))}
            empty="No page views were counted in this period."
          />
        </FigureSection>
        <FigureSection id="top-sources" title="Top sources">
          <TopSourcesTable sources={topSources} days={days} />
        </FigureSection>
      </div>
      <FigureSection id="weekly-clicks" title="Clicks that matter, week by week">
        <WeeklyClicksTable links={overview.links} weeks={overview.weeks} />
      </FigureSection>
      <FigureSection id="funnel" title="From visit to message">
        <VisitsFunnel funnel={overview.funnel} />
      </FigureSection>
      <FigureSection id="issue-sign-ups" title="Sign-ups from each issue">
        <FigureTable
          caption={`People who subscribed with the form at the end of an issue, the last ${days} days`}
          headers={["Issue", "Sign-ups", "Confirmed"]}
          rows={overview.issueSignUps.map(({ issue, signUps, confirmed }) => ({
            key: String(issue),
            cells: [`Issue ${issue}`, signUps, confirmed],
          }))}
          empty="Nobody subscribed from an issue's page in this period."
        />
      </FigureSection>
      <FigureSection id="source-funnel" title="From visit to sale, per source">
        <SourceFunnelTable funnel={overview.sourceFunnel} days={days} />
      </FigureSection>
    </>
  );
}
