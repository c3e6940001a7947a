-- Each typed sign-in code that was wrong, kept for an hour per address: a handful of them locks
-- that address's codes (its e-mailed links still work), so codes cannot be guessed at a steady rate.
-- Safe to run again; runs on PGlite and PostgreSQL.

create table if not exists public.admin_code_tries (
  id bigint generated always as identity primary key,
  email text not null,
  tried_at timestamptz not null default now()
);

create index if not exists admin_code_tries_email on public.admin_code_tries (lower(email), tried_at);

revoke all on public.admin_code_tries from anon;
alter table public.admin_code_tries enable row level security;
