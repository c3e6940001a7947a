import {
  type SaleRow,
  type SaleStatus,
  type SalesListPage,
  type SalesListQuery,
  saleKinds,
  saleStatuses,
} from "../../app/admin/sales/types";
import { pageNumberOf } from "../http/path-ids";
import type { Database } from "../storage/db";
import { containing, searchTermOf } from "../storage/search-terms";
import { productNameSql } from "./payment-links";
import { unknownSourceName } from "./report";

/** How many bookings and sales one screen of the list shows. */
export const salesPerPage = 50;
const lastPage = 10_000;

/** The stored status of each status the coach reads: a rescheduled booking is "moved". */
const storedStatus: Record<SaleStatus, string> = {
  paid: "paid",
  refunded: "refunded",
  booked: "booked",
  cancelled: "cancelled",
  moved: "rescheduled",
};

/** The list's query string, or what is wrong with it. */
export function salesQueryOf(query: (name: string) => string | undefined): SalesListQuery | { error: string } {
  const kind = query("kind") || "all";
  if (kind !== "all" && !(saleKinds as readonly string[]).includes(kind))
    return { error: "The kind must be sale, booking or all." };
  const status = query("status") || "all";
  if (status !== "all" && !(saleStatuses as readonly string[]).includes(status)) {
    return { error: `The status must be ${saleStatuses.join(", ")} or all.` };
  }
  const page = pageNumberOf(query("page"), lastPage);
  if (page === undefined) return { error: `The page must be a whole number from 1 to ${lastPage}.` };
  return {
    kind: kind as SalesListQuery["kind"],
    status: status as SalesListQuery["status"],
    source: searchTermOf(query("source") ?? ""),
    search: searchTermOf(query("search") ?? ""),
    page,
  };
}

const rowOf = (row: Record<string, unknown>): SaleRow => ({
  provider: row.provider as SaleRow["provider"],
  kind: row.kind as SaleRow["kind"],
  providerId: String(row.provider_id),
  occurredAt: new Date(row.occurred_at as string).toISOString(),
  sessionAt: row.session_at ? new Date(row.session_at as string).toISOString() : null,
  product: row.product === null ? null : String(row.product),
  amount: row.amount === null ? null : Number(row.amount),
  currency: row.currency === null ? null : String(row.currency),
  status: row.status === "rescheduled" ? "moved" : (row.status as SaleStatus),
  email: row.email === null ? null : String(row.email),
  payment:
    row.payment_status === null || row.payment_status === undefined
      ? null
      : {
          provider: row.payment_provider as SaleRow["provider"],
          status: row.payment_status === "refunded" ? "refunded" : "paid",
          amount: row.payment_amount === null ? null : Number(row.payment_amount),
          currency: row.payment_currency === null ? null : String(row.payment_currency),
        },
  source: String(row.source),
  campaign: String(row.campaign),
  creditFrom: row.credit_from === "tags" ? "tags" : "reference",
});

/**
 * Each booking with the payment that paid for it, if any (decision 068), and each sale that paid for no booking: a
 * session paid at booking is one row, the booking, paid. A paid booking matches the status "paid" as well as its own.
 */
const listedRows = `(select fact.*, payment.provider as payment_provider, payment.status as payment_status,
      payment.amount as payment_amount, payment.currency as payment_currency
    from public.bookings_and_sales fact
    left join lateral (
      select paying.provider, paying.status, paying.amount, paying.currency from public.bookings_and_sales paying
        where fact.kind = 'booking' and paying.kind = 'sale'
          and paying.pays_booking_provider = fact.provider and paying.pays_booking_id = fact.provider_id
        order by paying.occurred_at limit 1
    ) payment on true
    where fact.kind = 'booking' or fact.pays_booking_id is null) listed`;

/**
 * One screen of the bookings and sales, newest first: those of the kind, status and credited source
 * asked for ("Unknown" for none), whose e-mail contains the search; how many match in all, and
 * every source there is to filter by.
 */
export async function salesListPage(db: Database, query: SalesListQuery): Promise<SalesListPage> {
  const matching = `($1 = 'all' or kind = $1) and ($2 = 'all' or status = $2 or payment_status = $2)
    and ($3 = '' or coalesce(source, $4) = $3) and ($5 = '' or email ilike $6)`;
  const status = query.status === "all" ? "all" : storedStatus[query.status];
  const params = [query.kind, status, query.source, unknownSourceName, query.search, containing(query.search)];
  const [rows, [found], sources] = await Promise.all([
    db.query(
      `select provider, kind, provider_id, occurred_at, session_at, ${productNameSql("listed")} as product, amount, currency, status, email,
          coalesce(source, $4) as source, campaign, credit_from, payment_provider, payment_status, payment_amount, payment_currency
        from ${listedRows} where ${matching}
        order by occurred_at desc, provider, kind, provider_id limit ${salesPerPage} offset $7`,
      [...params, (query.page - 1) * salesPerPage],
    ),
    db.query(`select count(*)::int as matching from ${listedRows} where ${matching}`, params),
    db.query("select distinct coalesce(source, $1) as source from public.bookings_and_sales order by 1", [unknownSourceName]),
  ]);
  return {
    rows: rows.map(rowOf),
    matching: Number(found?.matching ?? 0),
    page: query.page,
    perPage: salesPerPage,
    sources: sources.map((row) => String(row.source)),
  };
}
