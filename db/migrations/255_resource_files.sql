-- The PDFs she offers as free resources (issue 55, decision 070): stored as pictures are (decision 059), in parts of at
-- most 256 KB in newsletter_image_parts, made visible by this row once every part is written. A file is named by its
-- content (the first 32 hex digits of its SHA-256), so its public path /resources/files/<name>.pdf never changes while
-- it is kept; it is erased, row and parts in one transaction, when no resource of her library names it any more.
-- Carried by backups with every other table. Visitors (anon) can neither read nor write it.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.resource_files (
  name text primary key,
  -- The name its parts are written under in newsletter_image_parts.
  file_name text not null unique,
  length bigint not null,
  uploaded_at timestamptz not null default now(),
  uploaded_by text not null
);

alter table public.resource_files enable row level security;
revoke all on public.resource_files from anon;
