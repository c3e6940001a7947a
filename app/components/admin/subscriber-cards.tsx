import { Link } from "react-router";
import { formatWhen, type Subscriber } from "./admin-api";
import { subscriberStatusLabels } from "./subscriber-status";

/** The people found, one card each: the address (opening their record) on its own line, then status, when and where from. */
export function SubscriberCards({ subscribers }: { subscribers: Subscriber[] }) {
  if (subscribers.length === 0) return <p className="mt-6 text-ink-soft">No subscribers match.</p>;
  return (
    <ul aria-label="Subscribers, newest first" className="mt-6 divide-y divide-line rounded-lg border border-line bg-paper">
      {subscribers.map((subscriber) => (
        <li
          key={subscriber.id}
          className="grid gap-1 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] md:gap-4"
        >
          <Link to={`/admin/subscribers/${subscriber.id}`} className="font-semibold [overflow-wrap:anywhere]">
            {subscriber.email}
          </Link>
          <span>{subscriberStatusLabels[subscriber.status]}</span>
          <span className="text-ink-soft">{formatWhen(subscriber.created_at)}</span>
          <span className="text-ink-soft [overflow-wrap:anywhere]">
            <span className="md:sr-only">From </span>
            {subscriber.source_path ?? "—"}
          </span>
        </li>
      ))}
    </ul>
  );
}
