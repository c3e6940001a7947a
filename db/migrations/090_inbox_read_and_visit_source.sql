-- The inbox in daily use: when the coach first opened each message (unread while null), and where the sender's
-- visit came from, as the visit counter credited it when the message was sent (decision 026's way, no cookie):
-- the source, its campaign and the page the visit started on; null when the visit was not known.
-- The server fills the source in; it is never taken from what the visitor posts.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.contact_messages add column if not exists read_at timestamptz;
alter table public.contact_messages add column if not exists visit_source text;
alter table public.contact_messages add column if not exists visit_campaign text;
alter table public.contact_messages add column if not exists visit_landing text;

-- Messages from before this are treated as read: the coach has seen them in the old inbox.
update public.contact_messages set read_at = created_at where read_at is null and status <> 'new';

alter table public.contact_messages drop constraint if exists contact_messages_visit_length;
alter table public.contact_messages add constraint contact_messages_visit_length
  check (char_length(visit_source) <= 200 and char_length(visit_campaign) <= 200 and char_length(visit_landing) <= 500);

grant insert (visit_source, visit_campaign, visit_landing) on public.contact_messages to anon;

create index if not exists contact_messages_status_created on public.contact_messages (status, created_at desc, id desc);
