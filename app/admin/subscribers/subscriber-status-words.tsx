import { formatLondon } from "~/lib/london-time";
import type { Subscriber } from "../shared/admin-api";
import { subscriberStatusLabels } from "./subscriber-status";

/**
 * Where a subscriber stands, as the list and their record write it: a pending person whose confirmation e-mail waits for
 * a place under the day's cap (decision 089) is told apart from one who has it, with since when, in London time.
 */
export function SubscriberStatusWords({ subscriber }: { subscriber: Subscriber }) {
  if (subscriber.status !== "pending" || !subscriber.confirmation_waiting_since)
    return <>{subscriberStatusLabels[subscriber.status]}</>;
  return (
    <>
      Confirmation e-mail waiting: goes when the day's limit allows
      <span className="block text-ink-soft">Waiting since {formatLondon(subscriber.confirmation_waiting_since)}</span>
    </>
  );
}
