-- Her content as rows (issue 55, decision 061): one document a kind (the home page's words, the testimonials, the FAQ),
-- checked by the kind's schema before it is saved. A fresh data folder is given the repository's seed at start
-- (updated_by 'seed'); a row she saved is never replaced by a later seed. Every change she makes is kept in
-- site_content_changes (who, when, old → new document), so one can be undone.
-- Visitors (anon) can neither read nor write either table.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.site_content (
  kind text primary key,
  document text not null,
  updated_at timestamptz not null default now(),
  updated_by text not null
);

create table if not exists public.site_content_changes (
  id bigint generated always as identity primary key,
  kind text not null,
  old_document text not null,
  new_document text not null,
  changed_by text not null,
  changed_at timestamptz not null default now(),
  -- The change this one undid, if it is an undo.
  undoes bigint references public.site_content_changes (id) on delete set null
);

create index if not exists site_content_changes_by_kind on public.site_content_changes (kind, changed_at desc, id desc);

alter table public.site_content enable row level security;
alter table public.site_content_changes enable row level security;
revoke all on public.site_content, public.site_content_changes from anon;
