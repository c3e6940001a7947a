import { unknownSourceName } from "./report";

/**
 * Every sale or booking for `npm run export -- sales|bookings`: when (London time), the provider
 * and its reference, what, the amount in pounds (or the currency's major unit), the status, the
 * credited source, campaign and landing page, and the e-mail (empty once erased or past retention).
 */
export const salesExportSql = (kind: "sale" | "booking") =>
  `select occurred_at, provider, provider_id, product, amount, currency, status, source, campaign, landing_page, email from (
    select to_char(occurred_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') as occurred_at, provider, provider_id,
      product, round(amount / 100.0, 2)::text as amount, currency, status, coalesce(source, '${unknownSourceName}') as source,
      campaign, landing_page, email
    from public.bookings_and_sales where kind = '${kind}' order by bookings_and_sales.occurred_at, provider_id
  ) as fact`;
