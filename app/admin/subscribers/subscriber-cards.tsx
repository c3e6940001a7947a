import { Link } from "react-router";
import { formatWhen, type Subscriber } from "../shared/admin-api";
import { SubscriberStatusWords } from "./subscriber-status-words";

const fullName = (subscriber: Subscriber) => [subscriber.first_name, subscriber.last_name].filter(Boolean).join(" ");

/**
 * The people found, one card each: the address (opening their record) and their name if an import gave it,
 * then status, when, and where from: the page of the form, or the source the coach stated; and where they are in her
 * welcome sequence.
 */
export function SubscriberCards({ subscribers }: { subscribers: Subscriber[] }) {
  if (subscribers.length === 0) return <p className="mt-6 text-ink-soft">No subscribers match.</p>;
  return (
    <ul aria-label="Subscribers, newest first" className="mt-6 divide-y divide-line rounded-lg border border-line bg-paper">
      {subscribers.map((subscriber) => (
        <li
          key={subscriber.id}
          className="grid gap-1 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] md:gap-4"
        >
          <div className="min-w-0">
            <Link to={`/admin/subscribers/${subscriber.id}`} className="block font-semibold [overflow-wrap:anywhere]">
              {subscriber.email}
            </Link>
            {fullName(subscriber) ? <p className="text-ink-soft">{fullName(subscriber)}</p> : null}
          </div>
          <span>
            <SubscriberStatusWords subscriber={subscriber} />
          </span>
          <span className="text-ink-soft">{formatWhen(subscriber.created_at)}</span>
          <span className="text-ink-soft [overflow-wrap:anywhere]">
            <span className="md:sr-only">From </span>
            {subscriber.source_path ?? subscriber.stated_source ?? "—"}
            {subscriber.guide ? <span className="block">Came for the guide: {subscriber.guide}</span> : null}
            {subscriber.sequence_place ? <span className="block">Welcome sequence: {subscriber.sequence_place}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
