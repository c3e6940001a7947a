-- Decision 059: a picture's files (as uploaded and rendered) are written in parts of at most 256 KB, one short
-- statement each, so the embedded database, which runs on the server's main thread, never holds it long enough to
-- keep /healthz and visitors waiting. The parts are written first; the picture (or a rendered file) becomes visible
-- only when its row is inserted, in one short transaction: a write cut short leaves parts no row names, removed
-- at the next start. A row whose `bytes` is null has them in parts; a row uploaded before this keeps its own.
-- JPEG, PNG, WebP and AVIF are compressed already: stored as they are (`external`), without pglz's attempt.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.newsletter_image_parts (
  image_name text not null,
  file_name text not null,
  part integer not null,
  bytes bytea not null,
  written_at timestamptz not null default now(),
  primary key (file_name, part)
);
create index if not exists newsletter_image_parts_image_name on public.newsletter_image_parts (image_name);
alter table public.newsletter_image_parts alter column bytes set storage external;

alter table public.newsletter_images alter column bytes drop not null;
alter table public.newsletter_images alter column bytes set storage external;
alter table public.newsletter_image_variants alter column bytes drop not null;
alter table public.newsletter_image_variants alter column bytes set storage external;

revoke all on public.newsletter_image_parts from anon;
alter table public.newsletter_image_parts enable row level security;
