import { formatWhen } from "../shared/admin-api";
import { StatCard } from "../shared/stat-card";
import type { ConfirmationCaps } from "../subscribers/subscriber-records-api";

/** What waits, past the daily cap, and what the caps held back in the last 24 hours. */
function explanation(caps: ConfirmationCaps): string {
  const { perAddress, daily } = caps.heldBackToday;
  if (caps.waiting > 0) {
    const people =
      caps.waiting === 1
        ? "One sign-up's confirmation e-mail waits"
        : `${caps.waiting.toLocaleString("en-GB")} sign-ups' confirmation e-mails wait`;
    const next = caps.nextWaitingGoesAt ? `the next on ${formatWhen(caps.nextWaitingGoesAt)}` : "none while the cap is 0";
    return `The daily cap was reached: ${people} for a place and go in turn as the last 24 hours free places, ${next}. None is dropped; raise CONFIRM_MAX_PER_DAY if your mail provider allows more a day.`;
  }
  if (daily > 0)
    return "The daily cap was reached: e-mails to addresses already on the list (told so, or sent a guide again) were held back, and the person was asked to try again later. Raise CONFIRM_MAX_PER_DAY if these are real people.";
  if (perAddress > 0)
    return "Some addresses asked again too soon (at most one e-mail per 10 minutes and 3 a day), which is what a flood of signups for one person looks like.";
  return "No cap held back a confirmation e-mail in the last 24 hours.";
}

/**
 * Whether the caps on confirmation e-mails (per address, and per day in all) held any back in the last 24 hours, and
 * how many confirmations wait for a place under the daily cap (decision 089).
 */
export function ConfirmationCapsStatus({ caps }: { caps: ConfirmationCaps }) {
  const { perAddress, daily } = caps.heldBackToday;
  return (
    <section aria-labelledby="confirmation-caps" className="mt-10">
      <h2 id="confirmation-caps" className="text-2xl font-semibold">
        Confirmation e-mails
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard label={`Sent in the last 24 hours (cap ${caps.maxPerDay})`} value={caps.sentToday} />
        <StatCard label="Waiting for a place under the daily cap" value={caps.waiting} warning={caps.waiting > 0} />
        <StatCard label="Held back by the daily cap" value={daily} warning={daily > 0} />
        <StatCard label="Held back by the per-address cap" value={perAddress} warning={perAddress > 0} />
      </dl>
      <p className="mt-4 text-ink-soft">
        {explanation(caps)}
        {caps.lastHeldBackAt ? ` A cap last held one back on ${formatWhen(caps.lastHeldBackAt)}.` : ""}
      </p>
    </section>
  );
}
