-- Each confirmation e-mail asked for: sent, or held back because a cap was reached
-- (per address, or CONFIRM_MAX_PER_DAY in all), so the caps can be counted and the
-- back office can show that one was hit. Rows older than a day are removed by retention.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.confirmation_mail_log (
  id bigint generated always as identity primary key,
  email text not null constraint confirmation_mail_log_email_length check (char_length(email) between 3 and 254),
  outcome text not null
    constraint confirmation_mail_log_outcome_known check (outcome in ('sent', 'capped_address', 'capped_daily')),
  created_at timestamptz not null default now()
);

create index if not exists confirmation_mail_log_email on public.confirmation_mail_log (lower(email), created_at);
create index if not exists confirmation_mail_log_created on public.confirmation_mail_log (created_at);

revoke all on public.confirmation_mail_log from anon;
alter table public.confirmation_mail_log enable row level security;
