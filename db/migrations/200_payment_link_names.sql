-- Issue 51: a sale is named by what was bought. A Stripe Payment Link's event names no product (empty metadata),
-- only the link's code (plink_…): the sale keeps that code, never shown, and the coach names each Payment Link
-- the site does not know on the Connections screen (server/sales/payment-links.ts).
-- Visitors (anon) can neither read nor write the names. Safe to run again.

alter table public.bookings_and_sales add column if not exists payment_link text
  constraint bookings_and_sales_payment_link_length check (char_length(payment_link) <= 200);

create table if not exists public.stripe_payment_link_names (
  payment_link text primary key constraint stripe_payment_link_names_link_length check (char_length(payment_link) <= 200),
  name text not null constraint stripe_payment_link_names_name_length check (char_length(name) between 1 and 100),
  named_at timestamptz not null default now(),
  named_by text not null constraint stripe_payment_link_names_named_by_length check (char_length(named_by) <= 254)
);

revoke all on public.stripe_payment_link_names from anon;
alter table public.stripe_payment_link_names enable row level security;
