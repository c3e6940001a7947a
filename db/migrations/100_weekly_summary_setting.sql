-- Whether the coach receives the Monday summary e-mail: her choice in the back office (Health screen),
-- one row at most. With no row, the server's WEEKLY_SUMMARY setting (on unless set to false) decides.
-- Visitors (anon) can neither read nor write it.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.weekly_summary_setting (
  only_row boolean primary key default true constraint weekly_summary_setting_one_row check (only_row),
  enabled boolean not null,
  changed_at timestamptz not null default now(),
  changed_by text constraint weekly_summary_setting_changed_by_length check (char_length(changed_by) <= 254)
);

revoke all on public.weekly_summary_setting from anon;
alter table public.weekly_summary_setting enable row level security;
