-- The outbox also carries newsletter editions: kind 'newsletter', whose payload names the
-- recipient row (newsletter_recipients.id), the issue and the address. The worker renders
-- the edition when it sends it, so a queued send of thousands stores no copies of the issue.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.notification_outbox drop constraint if exists notification_outbox_kind_known;
alter table public.notification_outbox add constraint notification_outbox_kind_known
  check (kind in ('contact_message', 'subscriber', 'mail', 'newsletter'));
