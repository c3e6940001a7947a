-- A burst of sign-ups queues, never drops (issue 57, decision 089): past CONFIRM_MAX_PER_DAY confirmation e-mails in
-- the last 24 hours, a sign-up's confirmation waits, marked on its pending subscription with when it began to wait,
-- and goes, oldest first, as soon as the rolling day frees a place. Being on the subscription, it ends with it: an
-- erasure deletes the row, an unsubscribe clears the mark. Visitors (anon) may neither set nor read it.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.subscribers add column if not exists confirmation_waiting_since timestamptz;

create index if not exists subscribers_confirmation_waiting
  on public.subscribers (confirmation_waiting_since, id) where confirmation_waiting_since is not null;
