-- Sending a newsletter issue to the confirmed subscribers. One row per issue that was
-- started (so pressing "Send" twice, or two servers, start it once), and one row per
-- issue and recipient, fixed when the send starts: the outbox carries one e-mail per
-- recipient row, and each row records whether that person got the issue. Only what
-- sending needs: the address, the outcome and when. Visitors (anon) can neither read
-- nor write either table.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.newsletter_sends (
  issue_number integer primary key constraint newsletter_sends_issue_positive check (issue_number > 0),
  started_at timestamptz not null default now(),
  -- Why the send is paused: by the coach, a refused sign-in, too many failures in a row, or the provider's quota.
  paused_reason text,
  -- Set when the send resumes by itself (the provider's sending window); null while the coach must resume it.
  paused_until timestamptz,
  failures_in_a_row integer not null default 0
);

create table if not exists public.newsletter_recipients (
  id bigint generated always as identity primary key,
  issue_number integer not null references public.newsletter_sends (issue_number) on delete cascade,
  email text not null constraint newsletter_recipients_email_length check (char_length(email) between 3 and 254),
  status text not null default 'queued'
    constraint newsletter_recipients_status_known check (status in ('queued', 'sent', 'failed', 'skipped')),
  -- The mail server's answer when the e-mail could not be delivered.
  error text,
  sent_at timestamptz
);

-- An issue goes to one address once, however the send is started.
create unique index if not exists newsletter_recipients_once on public.newsletter_recipients (issue_number, lower(email));
create index if not exists newsletter_recipients_progress on public.newsletter_recipients (issue_number, status);

revoke all on public.newsletter_sends from anon;
alter table public.newsletter_sends enable row level security;
revoke all on public.newsletter_recipients from anon;
alter table public.newsletter_recipients enable row level security;
