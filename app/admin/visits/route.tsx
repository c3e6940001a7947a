import { useLoaderData } from "react-router";
import { adminGet } from "~/admin/shared/admin-api";
import { FigureSection } from "~/admin/shared/figure-section";
import { FigureTable } from "~/admin/shared/figure-table";
import { formatDay, type VisitsOverview } from "~/admin/shared/visit-figures";
import { AdminTitle } from "~/admin/shell/admin-title";
import { CountingNote } from "~/admin/visits/counting-note";
import { RangeChoice } from "~/admin/visits/range-choice";
import { SourceFunnelTable } from "~/admin/visits/source-funnel-table";
import { TopSourcesTable } from "~/admin/visits/top-sources-table";
import { TrafficFigure } from "~/admin/visits/traffic-figure";
import { VisitTotals } from "~/admin/visits/visit-totals";
import { VisitsFunnel } from "~/admin/visits/visits-funnel";
import { WeeklyClicksTable } from "~/admin/visits/weekly-clicks-table";
import { issueSignUpsCountedBy } from "~/lib/source-in-words";
import { lastWeekQuery } from "~/lib/visit-ranges";

export function clientLoader({ request }: { request: Request }) {
  const asked = new URL(request.url).searchParams;
  if (`week=${asked.get("week")}` === lastWeekQuery) return adminGet<VisitsOverview>(`visits?${lastWeekQuery}`, request);
  return adminGet<VisitsOverview>(`visits?days=${asked.get("days") === "90" ? 90 : 30}`, request);
}

export default function VisitsPage() {
  const overview = useLoaderData<typeof clientLoader>();
  const { days, period, lastWeek, from, to, topPages, topSources } = overview;
  return (
    <>
      <AdminTitle screen="Visits" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-semibold">Visits</h1>
          <p className="mt-2 text-ink-soft">
            {lastWeek
              ? `Last week, as your Monday summary counts it: Monday ${formatDay(from, true)} to Sunday ${formatDay(to, true)}.`
              : `The last ${days} days: ${formatDay(from, true)} to ${formatDay(to, true)}.`}
          </p>
        </div>
        <RangeChoice days={days} lastWeek={lastWeek} />
      </div>
      <CountingNote />
      <VisitTotals totals={overview.totals} previousTotals={overview.previousTotals} days={days} />
      <FigureSection id="daily-traffic" title="Visitors and page views per day">
        <TrafficFigure daily={overview.daily} totals={overview.totals} days={days} lastWeek={lastWeek} period={period} />
      </FigureSection>
      <div className="grid grid-cols-1 gap-x-8 lg:grid-cols-2">
        <FigureSection id="top-pages" title="Top pages">
          <FigureTable
            caption={`The most viewed pages, ${period}`}
            headers={["Page", "Page views"]}
            rows={topPages.map(({ page, views }) => ({ key: page, cells: [page, views] }))}
            empty="No page views were counted in this period."
          />
        </FigureSection>
        <FigureSection id="top-sources" title="Top sources">
          <TopSourcesTable sources={topSources} period={period} />
        </FigureSection>
      </div>
      <FigureSection id="weekly-clicks" title="Clicks that matter, week by week">
        <WeeklyClicksTable links={overview.links} weeks={overview.weeks} />
      </FigureSection>
      <FigureSection id="funnel" title="From visit to message">
        <VisitsFunnel funnel={overview.funnel} />
      </FigureSection>
      <FigureSection id="issue-sign-ups" title="Sign-ups from each issue">
        <p className="mt-2 max-w-prose text-ink-soft">{issueSignUpsCountedBy}</p>
        <FigureTable
          caption={`People who subscribed with the form at the end of an issue, ${period}`}
          headers={["Issue", "Sign-ups", "Confirmed"]}
          rows={overview.issueSignUps.map(({ issue, signUps, confirmed }) => ({
            key: String(issue),
            cells: [`Issue ${issue}`, signUps, confirmed],
          }))}
          empty="Nobody subscribed from an issue's page in this period."
        />
      </FigureSection>
      <FigureSection id="source-funnel" title="From visit to sale, per source">
        <SourceFunnelTable funnel={overview.sourceFunnel} period={period} />
      </FigureSection>
    </>
  );
}
