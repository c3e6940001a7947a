import { formatCount, type VisitsOverview } from "../shared/visit-figures";

const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.min(100, (part / whole) * 100));

/** From visitors to booking clicks to contact messages: each step's figure, its bar, and its share of the first. */
export function VisitsFunnel({ funnel }: { funnel: VisitsOverview["funnel"] }) {
  const steps = [
    { label: "Visitors (sum of daily visitors)", count: funnel.sumOfDailyVisitors },
    { label: "Booking clicks (both sessions)", count: funnel.bookingClicks },
    { label: "Contact messages", count: funnel.messages },
  ];
  return (
    <>
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => {
          const share = shareOf(step.count, funnel.sumOfDailyVisitors);
          return (
            <li key={step.label} className="rounded-lg border border-line bg-paper p-4">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">{step.label}</span>
                <span className="tabular-nums">
                  {formatCount(step.count)}
                  {index > 0 ? ` (${share.toFixed(1)}% of visitors)` : ""}
                </span>
              </p>
              <div aria-hidden="true" className="mt-2 h-3 rounded-full bg-sand-deep">
                <div
                  className="h-3 rounded-full bg-accent"
                  style={{ width: `${index === 0 && step.count > 0 ? 100 : share}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-ink-soft">
        Besides these, {formatCount(funnel.checkoutClicks)} {funnel.checkoutClicks === 1 ? "click" : "clicks"} went to the audit
        checkout.
      </p>
    </>
  );
}
