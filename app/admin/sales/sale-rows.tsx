import { Link } from "react-router";
import { formatLondon } from "~/lib/london-time";
import { formatPounds } from "~/lib/pounds";
import { sourceInWords } from "~/lib/source-in-words";
import { connectionProviders } from "../connections/connection-providers";
import { inboxHref } from "../inbox/inbox-query";
import { saleStatusLabels } from "./sales-filters";
import type { SaleRow } from "./types";

/** An amount as the coach reads it: pounds as "£49", another currency with its code; a paid booking's, what was paid. */
function amountOf(row: SaleRow): string {
  const { amount, currency } = row.payment?.amount != null ? row.payment : row;
  if (amount === null) return "—";
  if (currency === "GBP" || currency === null) return formatPounds(amount);
  return `${(amount / 100).toFixed(2)} ${currency}`;
}

/** A row's kind and service: "Booking via Calendly", and for a session paid at booking how it was paid. */
function kindOf(row: SaleRow): string {
  const kind = `${row.kind === "sale" ? "Sale" : "Booking"} via ${connectionProviders[row.provider].name}`;
  if (!row.payment) return kind;
  const paid =
    row.payment.provider === row.provider ? "paid when booked" : `paid via ${connectionProviders[row.payment.provider].name}`;
  return `${kind}, ${paid}`;
}

/** The status, with a paid booking's payment: "Booked and paid", "Cancelled, paid", "Booked, refunded". */
function statusOf(row: SaleRow): string {
  if (!row.payment) return saleStatusLabels[row.status];
  if (row.status === "booked") return row.payment.status === "paid" ? "Booked and paid" : "Booked, refunded";
  return `${saleStatusLabels[row.status]}, ${row.payment.status}`;
}

const columns = "md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.5fr)_minmax(0,0.6fr)_minmax(0,0.7fr)_minmax(0,1.6fr)_minmax(0,1fr)]";

/**
 * Each booking and sale, newest first: when (London time; a booking's session first, then when it was booked), what
 * and through which service, the amount (a booking's price where the event gives one), the status, the buyer's
 * e-mail with a link to her messages from that address, and the source (Calendly's, "as tagged by the link"). A card each on a phone, a row each on a wide screen.
 */
export function SaleRows({ rows }: { rows: SaleRow[] }) {
  if (rows.length === 0) return <p className="mt-6 text-ink-soft">No sales or bookings match.</p>;
  return (
    <ul
      aria-label="Sales and bookings, newest first"
      className="mt-6 divide-y divide-line rounded-lg border border-line bg-paper"
    >
      {rows.map((row) => (
        <li key={`${row.provider}|${row.kind}|${row.providerId}`} className={`grid gap-1 p-4 md:gap-4 ${columns}`}>
          {row.sessionAt ? (
            <span>
              <span className="font-semibold">Session {formatLondon(row.sessionAt)}</span>
              <span className="block text-sm text-ink-soft">Booked {formatLondon(row.occurredAt)}</span>
            </span>
          ) : (
            <span className="text-ink-soft">{formatLondon(row.occurredAt)}</span>
          )}
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <span className="font-semibold">{row.product ?? (row.kind === "sale" ? "A sale" : "A booking")}</span>
            <span className="block text-sm text-ink-soft">{kindOf(row)}</span>
          </span>
          <span className="font-semibold">{amountOf(row)}</span>
          <span>{statusOf(row)}</span>
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {row.email ? (
              <>
                {row.email}
                <Link to={inboxHref({ status: "new", search: row.email })} className="block text-sm">
                  Messages from this address
                </Link>
              </>
            ) : (
              <span className="text-ink-soft">No e-mail kept</span>
            )}
          </span>
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <span className="md:sr-only">From </span>
            {sourceInWords(row)}
            {row.creditFrom === "tags" && row.source !== "Unknown" ? (
              <span className="block text-sm text-ink-soft">as tagged by the link</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
