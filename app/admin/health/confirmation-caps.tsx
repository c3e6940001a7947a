import { formatWhen } from "../shared/admin-api";
import { StatCard } from "../shared/stat-card";
import type { ConfirmationCaps } from "../subscribers/subscriber-records-api";

/** Whether the caps on confirmation e-mails (per address, and per day in all) held any back in the last 24 hours. */
export function ConfirmationCapsStatus({ caps }: { caps: ConfirmationCaps }) {
  const { perAddress, daily } = caps.heldBackToday;
  return (
    <section aria-labelledby="confirmation-caps" className="mt-10">
      <h2 id="confirmation-caps" className="text-2xl font-semibold">
        Confirmation e-mails
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard label={`Sent in the last 24 hours (cap ${caps.maxPerDay})`} value={caps.sentToday} />
        <StatCard label="Held back by the daily cap" value={daily} warning={daily > 0} />
        <StatCard label="Held back by the per-address cap" value={perAddress} warning={perAddress > 0} />
      </dl>
      <p className="mt-4 text-ink-soft">
        {daily > 0
          ? `The daily cap was reached: new signups are stored as pending without a confirmation e-mail. Raise CONFIRM_MAX_PER_DAY if these are real people.`
          : perAddress > 0
            ? "Some addresses asked again too soon (at most one e-mail per 10 minutes and 3 a day), which is what a flood of signups for one person looks like."
            : "No cap held back a confirmation e-mail in the last 24 hours."}
        {caps.lastHeldBackAt ? ` A cap last held one back on ${formatWhen(caps.lastHeldBackAt)}.` : ""}
      </p>
    </section>
  );
}
