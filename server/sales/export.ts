import { productNameSql } from "./payment-links";
import { unknownSourceName } from "./report";

/** The columns of `npm run export -- sales|bookings` and of the Sales & bookings screen's downloads. */
export const salesExportColumns = [
  "occurred_at",
  "provider",
  "provider_id",
  "product",
  "amount",
  "currency",
  "status",
  "source",
  "credited_by",
  "campaign",
  "landing_page",
  "email",
] as const;

/**
 * Every sale or booking, as the screen lists them: when (London time), the provider and its
 * reference, what, the amount in pounds (or the currency's major unit), the status (a rescheduled
 * booking is "moved"), the credited source and how ("link": a reference we signed; "utm tags": as
 * tagged by the link), campaign and landing page, and the e-mail (empty once erased or past retention).
 */
export const salesExportSql = (kind: "sale" | "booking") =>
  `select ${salesExportColumns.join(", ")} from (
    select to_char(occurred_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') as occurred_at, provider, provider_id,
      ${productNameSql("bookings_and_sales")} as product, round(amount / 100.0, 2)::text as amount, currency,
      case when status = 'rescheduled' then 'moved' else status end as status,
      coalesce(source, '${unknownSourceName}') as source,
      case when source is null then '' when credit_from = 'tags' then 'utm tags' else 'link' end as credited_by,
      campaign, landing_page, email
    from public.bookings_and_sales where kind = '${kind}' order by bookings_and_sales.occurred_at, provider_id
  ) as fact`;
