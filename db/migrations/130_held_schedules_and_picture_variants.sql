-- Issue 41. A schedule that falls due when the issue breaks a rule (it was changed after it was
-- scheduled) is not published: the issue goes back to being a draft and `held_reason` says why,
-- for the editor to show until she schedules or publishes it again.
-- Each uploaded picture is rendered once, at upload, into the widths and formats the site uses
-- (decision 039): the files are kept beside it in the database, so backups hold them, every
-- server has them, and a publish only copies them.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.newsletter_drafts add column if not exists held_reason text;

create table if not exists public.newsletter_image_variants (
  image_name text not null references public.newsletter_images (name) on delete cascade,
  file_name text not null,
  bytes bytea not null,
  primary key (image_name, file_name)
);

revoke all on public.newsletter_image_variants from anon;
alter table public.newsletter_image_variants enable row level security;
