-- People who unsubscribe stay on the list as 'unsubscribed' (with when), so the coach still sees
-- them and their consent history; their address is on the suppression list as before.
-- An address erased at its owner's request leaves only a fingerprint: the SHA-256 of the address
-- trimmed and lower-cased, so that no later import can add it again (decision 028).
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.subscribers drop constraint if exists subscribers_status_known;
alter table public.subscribers add constraint subscribers_status_known
  check (status in ('pending', 'confirmed', 'unsubscribed'));
alter table public.subscribers add column if not exists unsubscribed_at timestamptz;

-- The list screen pages through the newest first, with or without a status filter.
create index if not exists subscribers_newest on public.subscribers (created_at desc, id desc);
create index if not exists subscribers_status_newest on public.subscribers (status, created_at desc, id desc);

create or replace function public.address_fingerprint(address text) returns text
language sql immutable strict as $$
  select encode(sha256(convert_to(lower(btrim(address)), 'UTF8')), 'hex')
$$;

create table if not exists public.erased_address_fingerprints (
  fingerprint text primary key constraint erased_address_fingerprints_shape check (fingerprint ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

revoke all on public.erased_address_fingerprints from anon;
alter table public.erased_address_fingerprints enable row level security;
