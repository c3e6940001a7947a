-- The inbox's Reply: when the coach last marked a message replied (by coming back from her mail program after Reply,
-- or by "Mark as replied"), shown in the inbox list; null for a message never replied to. Moving a message back to
-- New clears it; archiving keeps it. Messages replied to before this have no time: the inbox says only "Replied".
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.contact_messages add column if not exists replied_at timestamptz;
