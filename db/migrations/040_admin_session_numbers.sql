-- Each back-office session gets a number the Health screen shows it by and ends it with,
-- so that its id hash never leaves the server. Safe to run again; runs on PGlite and PostgreSQL.

alter table public.admin_sessions add column if not exists number bigint generated always as identity;
create unique index if not exists admin_sessions_number on public.admin_sessions (number);
