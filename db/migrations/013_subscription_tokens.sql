-- The secrets in confirm and unsubscribe links, stored only as SHA-256 hashes.
-- A confirm token is single-use and expires; an unsubscribe token keeps working
-- (unsubscribing twice is harmless) until the person's data is erased.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.subscription_tokens (
  token_hash text primary key,
  email text not null constraint subscription_tokens_email_length check (char_length(email) between 3 and 254),
  purpose text not null constraint subscription_tokens_purpose_known check (purpose in ('confirm', 'unsubscribe')),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  used_at timestamptz
);

create index if not exists subscription_tokens_email on public.subscription_tokens (lower(email));

revoke all on public.subscription_tokens from anon;
alter table public.subscription_tokens enable row level security;
