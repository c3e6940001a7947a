-- Three things the back office keeps for issue 42 (decision 041):
-- a signing secret shared by every server on this database, so a picture link signed by one is honoured by all;
-- the coach's own welcome e-mail (one row at most; with none, the site's built-in text is sent);
-- each week whose Monday summary was queued, claimed by the first server to insert its row, so it never goes twice.
-- Visitors (anon) can neither read nor write any of them.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.signing_secrets (
  purpose text primary key,
  secret text not null,
  created_at timestamptz not null default now()
);

create table if not exists public.welcome_email (
  only_row boolean primary key default true constraint welcome_email_one_row check (only_row),
  subject text not null constraint welcome_email_subject_length check (char_length(subject) between 1 and 200),
  body text not null constraint welcome_email_body_length check (char_length(body) between 1 and 20000),
  changed_at timestamptz not null default now(),
  changed_by text constraint welcome_email_changed_by_length check (char_length(changed_by) <= 254)
);

create table if not exists public.weekly_summary_sends (
  week_from date primary key,
  queued_at timestamptz not null default now()
);

-- The weeks already summarised before this table, as their e-mails' Message-IDs name them.
insert into public.weekly_summary_sends (week_from, queued_at)
select substring(payload->>'messageId' from '^<weekly-summary-([0-9]{4}-[0-9]{2}-[0-9]{2})@')::date, min(created_at)
from public.notification_outbox
where kind = 'mail' and payload->>'messageId' like '<weekly-summary-%'
group by 1
on conflict (week_from) do nothing;

revoke all on public.signing_secrets from anon;
revoke all on public.welcome_email from anon;
revoke all on public.weekly_summary_sends from anon;
alter table public.signing_secrets enable row level security;
alter table public.welcome_email enable row level security;
alter table public.weekly_summary_sends enable row level security;
