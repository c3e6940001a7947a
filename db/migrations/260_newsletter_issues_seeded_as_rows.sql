-- Every newsletter issue as a row (issue 55, decision 071): the repository's issue-N.md files are only the seed. At
-- every start an issue of the seed whose number has no row is inserted as one, published, keeping its number and date
-- (server/newsletter/seed-issues.ts).
-- `seed_revision`: the revision the seed last wrote. Null for an issue she wrote herself; equal to `revision` while she
-- has not changed the seed's words (the row then follows a newer seed), and different once she has. A row of
-- issues 1–11 made before this migration by opening a file with Edit is marked 0: it started from the seed and is hers.
-- `newsletter_seed_refusals`: the seed's issues not inserted because she had already published that number, which
-- the start logs and Health shows until the seed or her issues change.
-- Visitors (anon) can neither read nor write it. Safe to run again; runs as-is on PGlite, PostgreSQL and Supabase.

alter table public.newsletter_drafts add column if not exists seed_revision integer;

update public.newsletter_drafts set seed_revision = 0 where number between 1 and 11 and seed_revision is null;

create table if not exists public.newsletter_seed_refusals (
  number integer primary key,
  title text not null,
  noted_at timestamptz not null default now()
);

alter table public.newsletter_seed_refusals enable row level security;
revoke all on public.newsletter_seed_refusals from anon;
