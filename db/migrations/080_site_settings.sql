-- The coach's own details, links and prices set at /admin/settings (issue 33, decision 029).
-- One row per value she has saved, keyed by its path in the content ("links.bookCareerSession");
-- a value with no row takes its default from app/content/site.ts. Every change is kept in
-- site_setting_changes (who, when, old → new; old_value null = the default), so one can be undone.
-- Visitors (anon) can neither read nor write either table.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.site_settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now(),
  updated_by text not null
);

create table if not exists public.site_setting_changes (
  id bigint generated always as identity primary key,
  key text not null,
  old_value text,
  new_value text,
  changed_by text not null,
  changed_at timestamptz not null default now(),
  -- The change this one undid, if it is an undo.
  undoes bigint references public.site_setting_changes (id) on delete set null
);

create index if not exists site_setting_changes_latest on public.site_setting_changes (changed_at desc, id desc);

alter table public.site_settings enable row level security;
alter table public.site_setting_changes enable row level security;
revoke all on public.site_settings, public.site_setting_changes from anon;
