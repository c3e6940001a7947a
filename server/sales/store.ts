import type { Credit } from "../analytics/credit";
import type { Database } from "../storage/db";
import { auditProduct } from "./products";

export type Provider = "stripe" | "cal" | "calendly";

/** A booking or sale as one event reports it; several events about it merge into one row. */
export interface Fact {
  provider: Provider;
  kind: "booking" | "sale";
  providerId: string;
  product?: string;
  /** In the currency's minor unit (pence). */
  amount?: number;
  currency?: string;
  status: "booked" | "paid" | "cancelled" | "rescheduled" | "refunded";
  occurredAt: Date;
  /** When a booked session starts, where the event says. */
  sessionAt?: Date;
  credit?: Credit;
  email?: string;
  /** The Stripe Payment Link a sale came through (plink_…), named by her on Connections when the sale names no product. */
  paymentLink?: string;
  /** The booking a sale paid for, when the event says so (Calendly's payment, Cal.com's BOOKING_PAID). */
  paysBooking?: { provider: Provider; providerId: string };
}

/**
 * Stores a fact once however often it is sent, in whatever order: the row's status only moves
 * forward (booked → rescheduled → cancelled, paid → refunded), so a replay changes nothing and a
 * cancellation or refund that arrives first is kept and outlives the booking or sale that follows;
 * what a row already knows (product, amount, credit, e-mail) is kept, what it lacks is filled in.
 */
const upsertFact = `insert into public.bookings_and_sales
    (provider, kind, provider_id, product, amount, currency, status, occurred_at, source, campaign, landing_page, email, credit_from,
     session_at, payment_link, pays_booking_provider, pays_booking_id)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
  on conflict (provider, kind, provider_id) do update set
    product = coalesce(bookings_and_sales.product, excluded.product),
    amount = coalesce(bookings_and_sales.amount, excluded.amount),
    currency = coalesce(bookings_and_sales.currency, excluded.currency),
    status = case
      when array_position(array['booked', 'paid', 'rescheduled', 'cancelled', 'refunded'], excluded.status)
         > array_position(array['booked', 'paid', 'rescheduled', 'cancelled', 'refunded'], bookings_and_sales.status)
      then excluded.status else bookings_and_sales.status end,
    occurred_at = least(bookings_and_sales.occurred_at, excluded.occurred_at),
    source = coalesce(bookings_and_sales.source, excluded.source),
    campaign = case when bookings_and_sales.source is null then excluded.campaign else bookings_and_sales.campaign end,
    landing_page = case when bookings_and_sales.source is null then excluded.landing_page else bookings_and_sales.landing_page end,
    credit_from = case when bookings_and_sales.source is null then excluded.credit_from else bookings_and_sales.credit_from end,
    email = coalesce(bookings_and_sales.email, excluded.email),
    session_at = coalesce(bookings_and_sales.session_at, excluded.session_at),
    payment_link = coalesce(bookings_and_sales.payment_link, excluded.payment_link),
    pays_booking_provider = coalesce(bookings_and_sales.pays_booking_provider, excluded.pays_booking_provider),
    pays_booking_id = coalesce(bookings_and_sales.pays_booking_id, excluded.pays_booking_id),
    updated_at = now()`;

/** Text from a provider as stored: printable (PostgreSQL refuses NUL), at most 200 characters. */
const storable = (text: string | undefined) => text?.replace(/\p{Cc}/gu, "").slice(0, 200) ?? null;

export async function recordFacts(db: Database, facts: Fact[]): Promise<void> {
  for (const fact of facts) {
    await db.query(upsertFact, [
      fact.provider,
      fact.kind,
      fact.providerId,
      storable(fact.product),
      fact.amount ?? null,
      storable(fact.currency?.toUpperCase()),
      fact.status,
      fact.occurredAt.toISOString(),
      fact.credit?.source ?? null,
      fact.credit?.campaign ?? "",
      fact.credit?.landing ?? "",
      storable(fact.email?.toLowerCase()),
      fact.credit?.from ?? "reference",
      fact.sessionAt?.toISOString() ?? null,
      storable(fact.paymentLink),
      fact.paysBooking?.provider ?? null,
      fact.paysBooking?.providerId ?? null,
    ]);
  }
  const emails = [...new Set(facts.flatMap((fact) => (fact.email ? [storable(fact.email.toLowerCase())] : [])))];
  if (emails.length > 0) await matchPaymentsToBookings(db, emails);
}

/** How far apart a Stripe payment and a booking made with the same e-mail may be and still be one purchase. */
export const samePurchaseWithin = "2 hours";

/**
 * Pairs each Stripe payment that pays for no booking yet with the Cal.com or Calendly booking of the same e-mail made
 * within two hours of it, either side, that no payment pays for yet (the nearest in time first): a session sold
 * through a Stripe Payment Link, then booked, is one purchase (decision 068). The audit's payments (bought through
 * Stripe alone) are never paired.
 * Only the rows of `emails`, the addresses of the events just stored, are looked at.
 */
async function matchPaymentsToBookings(db: Database, emails: (string | null)[]) {
  // The pairs are found first, on their own, and only those few rows updated. As one update joined to its own table,
  // PostgreSQL (PGlite included) could plan every unpaired payment against every other: 27 s at 1,500 events of one
  // address, with the embedded database, and so the site, waiting.
  await db.transaction(async (tx) => {
    const pairs = await tx.query(
      `with payment as materialized (
          select provider_id, email, occurred_at from public.bookings_and_sales
            where provider = 'stripe' and kind = 'sale' and pays_booking_id is null
              and email = any($1::text[]) and product is distinct from $3
        )
        select distinct on (booking.provider, booking.provider_id) payment.provider_id as payment_id,
            booking.provider, booking.provider_id
          from payment
          join public.bookings_and_sales booking
            on booking.email = payment.email and booking.kind = 'booking' and booking.provider in ('cal', 'calendly')
              and booking.status <> 'rescheduled'
              and booking.occurred_at between payment.occurred_at - $2::interval and payment.occurred_at + $2::interval
          where not exists (
              select 1 from public.bookings_and_sales other
                where other.pays_booking_provider = booking.provider and other.pays_booking_id = booking.provider_id)
          order by booking.provider, booking.provider_id, abs(extract(epoch from booking.occurred_at - payment.occurred_at))`,
      [emails, samePurchaseWithin, auditProduct],
    );
    for (const pair of pairs)
      await tx.query(
        `update public.bookings_and_sales set pays_booking_provider = $2, pays_booking_id = $3
          where provider = 'stripe' and kind = 'sale' and provider_id = $1 and pays_booking_id is null`,
        [pair.payment_id, pair.provider, pair.provider_id],
      );
  });
}

/** The credit of a booking already stored: a rescheduled booking keeps the one it replaces. */
export async function creditOfBooking(db: Database, provider: Provider, providerId: string): Promise<Credit | undefined> {
  const [row] = await db.query(
    `select source, campaign, landing_page, credit_from from public.bookings_and_sales
      where provider = $1 and kind = 'booking' and provider_id = $2 and source is not null`,
    [provider, providerId],
  );
  return (
    row && {
      source: String(row.source),
      campaign: String(row.campaign),
      landing: String(row.landing_page),
      from: row.credit_from === "tags" ? "tags" : "reference",
    }
  );
}
