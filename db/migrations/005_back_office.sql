-- The coach's back office: sign-in tokens (one e-mailed link and code each), sessions,
-- and where each contact message stands. Tokens and session ids are stored only as
-- SHA-256 hashes. Visitors (anon) can neither read nor write any of it.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.admin_sign_in_tokens (
  id bigint generated always as identity primary key,
  email text not null,
  link_hash text not null unique,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  failed_code_attempts integer not null default 0
);

create index if not exists admin_sign_in_tokens_email on public.admin_sign_in_tokens (lower(email), created_at);

create table if not exists public.admin_sessions (
  id_hash text primary key,
  email text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);

create index if not exists admin_sessions_email on public.admin_sessions (lower(email));

alter table public.contact_messages add column if not exists status text not null default 'new';
alter table public.contact_messages drop constraint if exists contact_messages_status_known;
alter table public.contact_messages add constraint contact_messages_status_known
  check (status in ('new', 'replied', 'archived'));

revoke all on public.admin_sign_in_tokens, public.admin_sessions from anon;
alter table public.admin_sign_in_tokens enable row level security;
alter table public.admin_sessions enable row level security;
