-- What an imported list says about each person beyond the address: first and last name when the
-- file has those columns, and the source the coach stated (shown in the list and found by search).
-- Sign-ups through the site have none of these. Earlier imports get their stated source back from
-- their consent event, without the coach's confirmation that follows it.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.subscribers add column if not exists first_name text;
alter table public.subscribers add column if not exists last_name text;
alter table public.subscribers add column if not exists stated_source text;

update public.subscribers s set stated_source = left(regexp_replace(e.detail, ' \([^()]* confirmed that they agreed to receive the newsletter\)$', ''), 200)
from (
  select distinct on (lower(email)) email, detail from public.consent_events
  where event in ('imported', 'added') and detail is not null order by lower(email), id desc
) e
where lower(e.email) = lower(s.email) and s.stated_source is null;

alter table public.subscribers drop constraint if exists subscribers_imported_text_length;
alter table public.subscribers add constraint subscribers_imported_text_length
  check (char_length(first_name) <= 100 and char_length(last_name) <= 100 and char_length(stated_source) <= 200);
