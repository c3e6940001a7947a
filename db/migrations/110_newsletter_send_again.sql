-- An issue may be sent again, after two confirmations, to the confirmed subscribers who have not
-- had it yet (decision 033): `last_started_at` is when it was last started, so the back office can
-- say "You sent an issue 3 hours ago" before another send. `started_at` stays the first start.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.newsletter_sends add column if not exists last_started_at timestamptz;
update public.newsletter_sends set last_started_at = started_at where last_started_at is null;
alter table public.newsletter_sends alter column last_started_at set default now();
alter table public.newsletter_sends alter column last_started_at set not null;
