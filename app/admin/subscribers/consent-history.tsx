import { formatWhen } from "../shared/admin-api";
import { TableBox } from "../shared/table-box";
import { TableHead } from "../shared/table-head";
import type { ConsentEvent } from "./subscriber-records-api";

const what: Record<ConsentEvent["event"], string> = {
  subscribed: "Subscribed",
  confirmed: "Confirmed by e-mail",
  unsubscribed: "Unsubscribed",
  imported: "Imported by you",
  added: "Added by you",
  erased: "Erased",
};

/** Everything that happened to one person's consent, oldest first, with the page and the consent wording's version. */
export function ConsentHistory({ history }: { history: ConsentEvent[] }) {
  if (history.length === 0) return <p className="mt-4 text-ink-soft">No consent events are recorded for this address.</p>;
  return (
    <TableBox label="Consent history, oldest first">
      <table className="w-full text-left">
        <caption className="sr-only">Consent history, oldest first</caption>
        <TableHead columns={["When", "What", "Page", "Wording version", "Source", "Agreed, as the list says"]} />
        <tbody className="divide-y divide-line">
          {history.map((event) => (
            <tr key={`${event.event}-${event.at}`}>
              <td className="whitespace-nowrap p-3">{formatWhen(event.at)}</td>
              <td className="p-3 font-semibold">{what[event.event] ?? event.event}</td>
              <td className="p-3">{event.pagePath ?? "—"}</td>
              <td className="p-3 font-mono text-sm">{event.consentVersion ?? "—"}</td>
              <td className="p-3">{event.detail ?? "—"}</td>
              <td className="p-3">
                {event.statedConsentAt ? `${formatWhen(event.statedConsentAt)} (${event.statedConsentColumn})` : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
