import { Link } from "react-router";
import { formatWhen, type Subscriber } from "./admin-api";
import { subscriberStatusLabels } from "./subscriber-status";
import { TableHead } from "./table-head";

/** Every subscriber found: address (opening their record), status, when, and the page they subscribed from ("—" for older rows). */
export function SubscriberTable({ subscribers }: { subscribers: Subscriber[] }) {
  if (subscribers.length === 0) return <p className="mt-6 text-ink-soft">No subscribers match.</p>;
  return (
    <div className="mt-6 overflow-x-auto rounded-lg border border-line bg-paper">
      <table className="w-full text-left">
        <caption className="sr-only">Subscribers, newest first</caption>
        <TableHead columns={["E-mail", "Status", "Subscribed", "From page"]} />
        <tbody className="divide-y divide-line">
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id}>
              <td className="break-all p-3">
                <Link to={`/admin/subscribers/${subscriber.id}`} className="font-semibold">
                  {subscriber.email}
                </Link>
              </td>
              <td className="p-3">{subscriberStatusLabels[subscriber.status]}</td>
              <td className="whitespace-nowrap p-3">{formatWhen(subscriber.created_at)}</td>
              <td className="p-3">{subscriber.source_path ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
