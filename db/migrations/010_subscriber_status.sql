-- A subscriber is pending until they press "Confirm my subscription" in the e-mail we send,
-- then confirmed. Rows from before double opt-in were single opt-in subscriptions and stay
-- as they were (confirmed); new rows start pending. The version of the consent wording shown
-- beside the form may be sent by visitors; status never can.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.subscribers add column if not exists status text not null default 'confirmed';
alter table public.subscribers alter column status set default 'pending';
alter table public.subscribers drop constraint if exists subscribers_status_known;
alter table public.subscribers add constraint subscribers_status_known check (status in ('pending', 'confirmed'));

alter table public.subscribers add column if not exists confirmed_at timestamptz;
alter table public.subscribers add column if not exists consent_version text;
alter table public.subscribers drop constraint if exists subscribers_consent_version_length;
alter table public.subscribers add constraint subscribers_consent_version_length
  check (char_length(consent_version) <= 64);

-- source_path and its insert grant come from 006.
grant insert (consent_version) on public.subscribers to anon;
