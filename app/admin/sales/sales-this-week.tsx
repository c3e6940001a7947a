import { formatPounds } from "~/lib/pounds";
import { StatCard } from "../shared/stat-card";
import type { SalesOverview } from "./sales-figures";

/**
 * This week's bookings (cancellations taken off, those paid when booked said), the sales besides them, and takings,
 * as three figures: a session paid at booking is one client, counted once, as a booking (decision 068).
 */
export function SalesThisWeek({ week }: { week: SalesOverview["weeks"][number] | undefined }) {
  return (
    <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
      <StatCard
        label={`Bookings this week (not cancelled; ${week?.paidBookings ?? 0} paid when booked)`}
        value={week?.bookings ?? 0}
      />
      <StatCard label="Other sales this week (not refunded)" value={week?.sales ?? 0} />
      <StatCard label="Taken this week" value={formatPounds(week?.pence ?? 0)} />
    </dl>
  );
}
