-- The coach connects Stripe, Cal.com and Calendly from the back office (Connections screen,
-- server/sales/connections.ts): one row per provider with the signing secret she pasted (never
-- shown again in full), how many events were accepted and when the last one came, and the last
-- refused webhook event and why. A server setting (STRIPE_WEBHOOK_SECRET, CAL_WEBHOOK_SECRET,
-- CALENDLY_WEBHOOK_SIGNING_KEY) wins over a saved secret.
-- The key that signs the references /go/ adds to checkout and booking links (server/sales/credit.ts),
-- made at the first start; deleting its row makes a new one at the next start (docs/operations.md).
-- A booking or sale remembers whether its credit came from a reference we signed or from
-- Calendly's utm tags, which anyone can set ("as tagged by the link").
-- Visitors (anon) can neither read nor write them. Safe to run again.

create table if not exists public.webhook_connections (
  provider text primary key constraint webhook_connections_provider_known check (provider in ('stripe', 'cal', 'calendly')),
  secret text constraint webhook_connections_secret_length check (char_length(secret) between 8 and 200),
  secret_saved_at timestamptz,
  secret_saved_by text constraint webhook_connections_saved_by_length check (char_length(secret_saved_by) <= 254),
  events bigint not null default 0,
  last_event_at timestamptz,
  last_refusal_at timestamptz,
  last_refusal_reason text constraint webhook_connections_refusal_length check (char_length(last_refusal_reason) <= 200)
);

revoke all on public.webhook_connections from anon;
alter table public.webhook_connections enable row level security;

create table if not exists public.sales_reference_key (
  only_row boolean primary key default true constraint sales_reference_key_one_row check (only_row),
  key text not null,
  created_at timestamptz not null default now()
);

revoke all on public.sales_reference_key from anon;
alter table public.sales_reference_key enable row level security;

alter table public.bookings_and_sales add column if not exists credit_from text not null default 'reference';
alter table public.bookings_and_sales drop constraint if exists bookings_and_sales_credit_from_known;
alter table public.bookings_and_sales add constraint bookings_and_sales_credit_from_known
  check (credit_from in ('reference', 'tags'));

create index if not exists bookings_and_sales_email on public.bookings_and_sales (email);
