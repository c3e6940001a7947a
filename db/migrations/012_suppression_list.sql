-- Addresses that unsubscribed: only the address and when, so they are never mailed again.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.suppressed_addresses (
  email text primary key constraint suppressed_addresses_email_length check (char_length(email) between 3 and 254),
  created_at timestamptz not null default now()
);

create unique index if not exists suppressed_addresses_email_lower_key on public.suppressed_addresses (lower(email));

revoke all on public.suppressed_addresses from anon;
alter table public.suppressed_addresses enable row level security;
