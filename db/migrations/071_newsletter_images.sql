-- Images the coach uploads into her newsletter articles (issue 32): kept in the database, so
-- the nightly backup and `npm run backup` hold them on both stores, and the site's
-- regeneration writes them into each build. Stored re-encoded, without EXIF (location).
-- The name is the hash of the stored bytes and the format's extension: the same upload twice is one row.
-- Visitors (anon) can neither read nor write the table.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.newsletter_images (
  name text primary key constraint newsletter_images_name_shape check (name ~ '^[0-9a-f]{32}\.(jpg|png|webp)$'),
  content_type text not null,
  bytes bytea not null,
  width integer not null,
  height integer not null,
  created_at timestamptz not null default now()
);

revoke all on public.newsletter_images from anon;
alter table public.newsletter_images enable row level security;
