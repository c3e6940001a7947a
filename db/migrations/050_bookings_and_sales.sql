-- Bookings and sales as the booking service and the card checkout report them by signed webhook
-- (server/sales): one row per booking or sale, whatever order its events arrive in and however
-- often they are retried. Stored is only what the Sales & bookings screen needs: the provider and
-- its id, the product or event type, the amount and currency, the status, when it happened, the
-- source and landing page of the visit it is credited to, and the buyer's or client's e-mail,
-- which erasure removes and retention clears after MESSAGE_RETENTION_MONTHS. Visitors (anon) can
-- neither read nor write it. Safe to run again.

create table if not exists public.bookings_and_sales (
  provider text not null constraint bookings_and_sales_provider_known check (provider in ('stripe', 'cal', 'calendly')),
  kind text not null constraint bookings_and_sales_kind_known check (kind in ('booking', 'sale')),
  -- Stripe: the payment (its payment intent, or the checkout session when there is none); Cal.com: the
  -- booking's uid; Calendly: the invitee's URI.
  provider_id text not null,
  -- The product or event type; null until the event that names it arrives.
  product text,
  -- In the currency's minor unit (pence).
  amount integer,
  currency text,
  -- booked or paid; then cancelled, rescheduled (moved to another booking) or refunded, which never go back.
  status text not null constraint bookings_and_sales_status_known
    check (status in ('booked', 'paid', 'cancelled', 'rescheduled', 'refunded')),
  occurred_at timestamptz not null,
  -- The credited visit: null when the link carried none (then shown as "Unknown").
  source text,
  campaign text not null default '',
  landing_page text not null default '',
  email text,
  updated_at timestamptz not null default now(),
  primary key (provider, kind, provider_id)
);

create index if not exists bookings_and_sales_occurred_at on public.bookings_and_sales (occurred_at);

revoke all on public.bookings_and_sales from anon;
alter table public.bookings_and_sales enable row level security;
