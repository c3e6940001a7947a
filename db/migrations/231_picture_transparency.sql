-- Decision 065: an uploaded picture's fallback file and e-mail copy are JPEG unless it has a transparent pixel, when
-- they are PNG (a 1,200 × 3,600 WebP's copy as PNG was 4.2 MB, as JPEG 114 KB). Whether it has is found once, at
-- upload, and kept here, since the files' names (and the e-mail's addresses of them) follow from it. Null for a
-- picture kept before: its PNG or WebP keeps the PNG files it was rendered with.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.newsletter_images add column if not exists transparent boolean;
