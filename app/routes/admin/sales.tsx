import { useLoaderData } from "react-router";
import { adminGet } from "~/components/admin/admin-api";
import { AdminTitle } from "~/components/admin/admin-title";
import { ExportLink } from "~/components/admin/export-link";
import { FigureSection } from "~/components/admin/figure-section";
import { ListPages } from "~/components/admin/list-pages";
import { SaleRows } from "~/components/admin/sale-rows";
import type { SalesOverview } from "~/components/admin/sales-figures";
import { SalesFilters } from "~/components/admin/sales-filters";
import { salesListHref, salesListQueryOf } from "~/components/admin/sales-list-query";
import { SalesSourcesTable } from "~/components/admin/sales-sources-table";
import { SalesThisWeek } from "~/components/admin/sales-this-week";
import { SalesWeeksTable } from "~/components/admin/sales-weeks-table";
import { formatDay } from "~/components/admin/visit-figures";
import type { SalesListPage } from "~/lib/back-office-types";

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
