import { useLoaderData } from "react-router";
import { adminGet } from "~/components/admin/admin-api";
import { AdminTitle } from "~/components/admin/admin-title";
import { FigureSection } from "~/components/admin/figure-section";
import type { SalesOverview } from "~/components/admin/sales-figures";
import { SalesSourcesTable } from "~/components/admin/sales-sources-table";
import { SalesThisWeek } from "~/components/admin/sales-this-week";
import { SalesWeeksTable } from "~/components/admin/sales-weeks-table";
import { formatDay } from "~/components/admin/visit-figures";

export function clientLoader({ request }: { request: Request }) {
  return adminGet<SalesOverview>("sales", request.signal);
}

export default function SalesPage() {
  const { from, to, weeks, sources } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <AdminTitle screen="Sales & bookings" />
      <h1 className="text-4xl font-semibold">Sales &amp; bookings</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        This week and the 12 before it ({formatDay(from, true)} to {formatDay(to, true)}), as your booking service and card
        checkout reported them, each credited to where the visitor came from. Cancelled bookings and refunded sales are not
        counted in the totals; a rescheduled booking counts once. "Unknown" is a booking or sale whose visitor did not come
        through the site that day.
      </p>
      <SalesThisWeek week={weeks[0]} />
      <FigureSection id="sales-by-source" title="Per source">
        <SalesSourcesTable sources={sources} />
      </FigureSection>
      <FigureSection id="sales-by-week" title="Week by week">
        <SalesWeeksTable weeks={weeks} />
      </FigureSection>
    </>
  );
}
