import { useLoaderData } from "react-router";
import { SaleRows } from "~/admin/sales/sale-rows";
import type { SalesOverview } from "~/admin/sales/sales-figures";
import { SalesFilters } from "~/admin/sales/sales-filters";
import { salesListHref, salesListQueryOf } from "~/admin/sales/sales-list-query";
import { SalesSourcesTable } from "~/admin/sales/sales-sources-table";
import { SalesThisWeek } from "~/admin/sales/sales-this-week";
import { SalesWeeksTable } from "~/admin/sales/sales-weeks-table";
import { adminGet } from "~/admin/shared/admin-api";
import { ExportLink } from "~/admin/shared/export-link";
import { FigureSection } from "~/admin/shared/figure-section";
import { ListPages } from "~/admin/shared/list-pages";
import { formatDay } from "~/admin/shared/visit-figures";
import { AdminTitle } from "~/admin/shell/admin-title";
import type { SalesListPage } from "./types";

export async function clientLoader({ request }: { request: Request }) {
  const query = salesListQueryOf(new URL(request.url).searchParams);
  const [overview, list] = await Promise.all([
    adminGet<SalesOverview>("sales", request.signal),
    adminGet<SalesListPage>(salesListHref(query, "sales/list"), request.signal),
  ]);
  return { overview, list, query };
}

export default function SalesPage() {
  const { overview, list, query } = useLoaderData<typeof clientLoader>();
  const { from, to, weeks, sources } = overview;
  return (
    <>
      <AdminTitle screen="Sales & bookings" />
      <h1 className="text-4xl font-semibold">Sales &amp; bookings</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        This week and the 12 before it ({formatDay(from, true)} to {formatDay(to, true)}), as your booking service and card
        checkout reported them, each credited to where the visitor came from. Cancelled bookings and refunded sales are not
        counted in the totals; a rescheduled booking counts once. "Unknown" is a booking or sale whose visitor did not come
        through the site that day, or whose link was not one the site made.
      </p>
      <SalesThisWeek week={weeks[0]} />
      <FigureSection id="each-sale-and-booking" title="Each sale and booking">
        <div className="mt-4 flex flex-wrap gap-3">
          <ExportLink resource="sales" label="Export sales (CSV)" />
          <ExportLink resource="sales" query="kind=booking" label="Export bookings (CSV)" />
        </div>
        <SalesFilters query={query} sources={list.sources} />
        <SaleRows rows={list.rows} />
        <ListPages
          of="sales and bookings"
          matching={list.matching}
          page={list.page}
          perPage={list.perPage}
          hrefOf={(page) => salesListHref({ ...query, page })}
        />
      </FigureSection>
      <FigureSection id="sales-by-source" title="Per source">
        <SalesSourcesTable sources={sources} />
      </FigureSection>
      <FigureSection id="sales-by-week" title="Week by week">
        <SalesWeeksTable weeks={weeks} />
      </FigureSection>
    </>
  );
}
