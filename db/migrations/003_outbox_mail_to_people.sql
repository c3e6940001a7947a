-- The outbox also carries e-mails the site sends to people other than the coach
-- (sign-in links, confirmations, newsletter editions, summaries): kind 'mail', whose
-- payload is the whole message (to, subject, text, optional html and headers).
-- Such a row is about no contact message or subscriber, so source_id may be null.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.notification_outbox alter column source_id drop not null;

alter table public.notification_outbox drop constraint if exists notification_outbox_kind_known;
alter table public.notification_outbox add constraint notification_outbox_kind_known
  check (kind in ('contact_message', 'subscriber', 'mail'));
