import { formatWhen } from "../shared/admin-api";
import type { SubscriberRecord } from "./subscriber-records-api";
import { SubscriberStatusWords } from "./subscriber-status-words";

/** One subscriber at a glance: status, when they subscribed and confirmed, their name if an import gave it, and where they came from. */
export function SubscriberDetails({ subscriber }: { subscriber: SubscriberRecord["subscriber"] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-1 text-ink-soft sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-ink">Status</dt>
      <dd>
        <SubscriberStatusWords subscriber={subscriber} />
        {subscriber.unsubscribed_at ? ` on ${formatWhen(subscriber.unsubscribed_at)}` : ""}
      </dd>
      <dt className="font-semibold text-ink">Subscribed</dt>
      <dd>{formatWhen(subscriber.created_at)}</dd>
      <dt className="font-semibold text-ink">Confirmed</dt>
      <dd>{subscriber.confirmed_at ? formatWhen(subscriber.confirmed_at) : "Not yet"}</dd>
      <dt className="font-semibold text-ink">Name</dt>
      <dd>{[subscriber.first_name, subscriber.last_name].filter(Boolean).join(" ") || "—"}</dd>
      <dt className="font-semibold text-ink">From</dt>
      <dd>{subscriber.source_path ?? subscriber.stated_source ?? "—"}</dd>
    </dl>
  );
}
