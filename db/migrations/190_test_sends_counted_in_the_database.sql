-- The tests the coach sends herself (of an issue, a draft, her welcome e-mail) and the Monday summary she asks for
-- now, one row each (server/admin/test-send.ts): their hourly caps are counted here, so a restart does not reset
-- them and two servers on one database share them. Rows older than a day are deleted as new ones come.
-- Visitors (anon) can neither read nor write them. Safe to run again.

create table if not exists public.admin_test_sends (
  id bigint generated always as identity primary key,
  coach text not null constraint admin_test_sends_coach_length check (char_length(coach) <= 254),
  kind text not null constraint admin_test_sends_kind_known check (kind in ('test', 'summary')),
  sent_at timestamptz not null default now()
);
create index if not exists admin_test_sends_by_coach on public.admin_test_sends (coach, kind, sent_at);

revoke all on public.admin_test_sends from anon;
alter table public.admin_test_sends enable row level security;
