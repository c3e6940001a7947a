-- Notifications waiting to be sent to the coach: one row per new contact message
-- (or subscriber) and per channel (e-mail, webhook). The server queues a row in the
-- same transaction as the visitor's insert, running as the owner, and a worker sends
-- it and marks it sent. Visitors (anon) can neither read nor write it.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.notification_outbox (
  id bigint generated always as identity primary key,
  channel text not null constraint notification_outbox_channel_known check (channel in ('email', 'webhook')),
  kind text not null constraint notification_outbox_kind_known check (kind in ('contact_message', 'subscriber')),
  -- The id of the contact message or subscriber the notification is about.
  source_id bigint not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  -- When the worker may try (again); pushed back by the retry schedule after each failure.
  next_attempt_at timestamptz not null default now(),
  -- Set while one worker is sending; another worker takes the row only after this passes.
  claimed_until timestamptz,
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz
);

-- The worker's question, "what is due?", reads only unsent rows.
create index if not exists notification_outbox_due on public.notification_outbox (next_attempt_at) where sent_at is null;

revoke all on public.notification_outbox from anon;
alter table public.notification_outbox enable row level security;
