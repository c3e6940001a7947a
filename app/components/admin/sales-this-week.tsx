import { formatPounds } from "~/lib/pounds";
import type { SalesOverview } from "./sales-figures";
import { StatCard } from "./stat-card";

/** This week's bookings (cancellations taken off), sales and takings, as three figures. */
export function SalesThisWeek({ week }: { week: SalesOverview["weeks"][number] | undefined }) {
  return (
    <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
      <StatCard label="Bookings this week (not cancelled)" value={week?.bookings ?? 0} />
      <StatCard label="Sales this week (not refunded)" value={week?.sales ?? 0} />
      <StatCard label="Taken this week" value={formatPounds(week?.pence ?? 0)} />
    </dl>
  );
}
