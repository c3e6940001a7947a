-- Newsletter issues the coach writes in the back office (issue 32, decisions 024 and 025).
-- One row per issue, its latest words; the last 20 saved versions beside it. The number
-- and slug are given at first publish and never change. A schedule is claimed by one
-- server with `update … where status = 'scheduled' … returning`, so it publishes once.
-- `published_revision` is the saved version the page shows (kept however many saves follow);
-- `email_pending` marks an issue whose e-mail goes out once its page is live.
-- Visitors (anon) can neither read nor write either table.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.newsletter_drafts (
  id bigint generated always as identity primary key,
  revision integer not null default 1,
  title text not null default '',
  summary text not null default '',
  description text not null default '',
  body text not null default '',
  status text not null default 'draft'
    constraint newsletter_drafts_status_known check (status in ('draft', 'scheduled', 'published')),
  number integer unique constraint newsletter_drafts_number_positive check (number > 0),
  -- The date the issue's page shows, the London date of its first publishing.
  publish_date date,
  scheduled_for timestamptz,
  scheduled_mode text constraint newsletter_drafts_mode_known check (scheduled_mode in ('web', 'web-and-email')),
  published_at timestamptz,
  -- The saved version the public page shows: later saves are drafts until she publishes again.
  published_revision integer,
  email_pending boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists newsletter_drafts_due on public.newsletter_drafts (scheduled_for) where status = 'scheduled';

create table if not exists public.newsletter_draft_versions (
  draft_id bigint not null references public.newsletter_drafts (id) on delete cascade,
  revision integer not null,
  saved_at timestamptz not null default now(),
  title text not null,
  summary text not null,
  description text not null,
  body text not null,
  primary key (draft_id, revision)
);

revoke all on public.newsletter_drafts from anon;
alter table public.newsletter_drafts enable row level security;
revoke all on public.newsletter_draft_versions from anon;
alter table public.newsletter_draft_versions enable row level security;
