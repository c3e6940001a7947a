import type { PaymentLinkName } from "../../app/admin/connections/types";
import type { Queryable } from "../storage/db";

/** What a sale through a Payment Link she has not named yet is listed as: never its bare code. */
export const unnamedPaymentLink = "A Payment Link not named yet (name it on Connections)";

/**
 * A stored sale's product as SQL, for the list and the downloads: what the event named or the site's link sold,
 * else the name she gave its Payment Link, else `unnamedPaymentLink`. `row` is the bookings_and_sales row's alias.
 */
export const productNameSql = (row: string) =>
  `coalesce(${row}.product,
    (select link.name from public.stripe_payment_link_names link where link.payment_link = ${row}.payment_link),
    case when ${row}.payment_link is not null then '${unnamedPaymentLink}' end)`;

/** Every Payment Link a sale came through without naming its product, with the name she gave it (or none yet). */
export async function paymentLinksToName(db: Queryable): Promise<PaymentLinkName[]> {
  const rows = await db.query(
    `select sale.payment_link, link.name, count(*)::int as sales, max(sale.occurred_at) as last_sale_at
      from public.bookings_and_sales sale
      left join public.stripe_payment_link_names link on link.payment_link = sale.payment_link
      where sale.payment_link is not null and sale.product is null
      group by sale.payment_link, link.name
      order by max(sale.occurred_at) desc`,
  );
  return rows.map((row) => ({
    paymentLink: String(row.payment_link),
    name: row.name === null ? null : String(row.name),
    sales: Number(row.sales),
    lastSaleAt: new Date(row.last_sale_at as string).toISOString(),
  }));
}

export async function namePaymentLink(db: Queryable, paymentLink: string, name: string, by: string): Promise<void> {
  await db.query(
    `insert into public.stripe_payment_link_names (payment_link, name, named_by) values ($1, $2, $3)
      on conflict (payment_link) do update set name = excluded.name, named_at = now(), named_by = excluded.named_by`,
    [paymentLink, name, by],
  );
}
