-- The welcome sequence (issue 57, decision 073): her welcome e-mail is the first, sent at once on confirming; these
-- are the rest (up to 7), each sent a number of days after confirming. The sequence's one row says when it began
-- (those confirmed before then are not sent it), whether she paused it, and since when she chose to include those
-- who subscribed before it began. A subscriber's place is the rows of welcome_sequence_sends: one per subscriber and
-- e-mail, inserted in the transaction that queues the e-mail, so no e-mail is queued twice, even by two servers.
-- Visitors (anon) can neither read nor write any of them.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.welcome_sequence (
  only_row boolean primary key default true constraint welcome_sequence_one_row check (only_row),
  started_at timestamptz not null,
  paused boolean not null default false,
  earlier_from timestamptz
);

create table if not exists public.welcome_sequence_emails (
  id bigint generated always as identity primary key,
  delay_days int not null constraint welcome_sequence_emails_delay check (delay_days between 1 and 365),
  subject text not null constraint welcome_sequence_emails_subject_length check (char_length(subject) between 1 and 200),
  body text not null constraint welcome_sequence_emails_body_length check (char_length(body) between 1 and 20000),
  created_at timestamptz not null,
  changed_at timestamptz not null default now(),
  changed_by text constraint welcome_sequence_emails_changed_by_length check (char_length(changed_by) <= 254)
);

create table if not exists public.welcome_sequence_sends (
  email_id bigint not null references public.welcome_sequence_emails (id) on delete cascade,
  -- No foreign key: an erased subscriber's row goes, and what was sent stays counted, naming no one.
  subscriber_id bigint not null,
  queued_at timestamptz not null default now(),
  primary key (email_id, subscriber_id)
);

create index if not exists welcome_sequence_sends_by_subscriber on public.welcome_sequence_sends (subscriber_id);

revoke all on public.welcome_sequence, public.welcome_sequence_emails, public.welcome_sequence_sends from anon;
alter table public.welcome_sequence enable row level security;
alter table public.welcome_sequence_emails enable row level security;
alter table public.welcome_sequence_sends enable row level security;
