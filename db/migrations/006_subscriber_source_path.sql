-- The page a visitor subscribed from (its path, such as /newsletter), so the coach sees
-- which pages bring readers. Older rows have none. Visitors may insert it, never read it.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.subscribers add column if not exists source_path text;
alter table public.subscribers drop constraint if exists subscribers_source_path_shape;
alter table public.subscribers add constraint subscribers_source_path_shape
  check (source_path is null or (source_path like '/%' and char_length(source_path) <= 200));

grant insert (email, source_path) on public.subscribers to anon;
