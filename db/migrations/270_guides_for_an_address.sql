-- A guide for an address (issue 57, decision 077): a reader who asks for a free guide by e-mail subscribes as anyone
-- does (double opt-in), and what they came for is kept: `guide_id` names the resource (its id in her library) on the
-- subscription and on its consent record. The subscribe form sends it, so visitors (anon) may insert it.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.subscribers add column if not exists guide_id text
  constraint subscribers_guide_id_shape check (guide_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(guide_id) <= 60);
alter table public.consent_events add column if not exists guide_id text;

grant insert (guide_id) on public.subscribers to anon;

-- Every signup records its consent with the guide it asked for, whoever inserted it.
create or replace function public.subscribers_record_consent() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.status = 'pending' then
    insert into public.consent_events (email, event, page_path, consent_version, guide_id)
    values (new.email, 'subscribed', new.source_path, new.consent_version, new.guide_id);
  end if;
  return new;
end
$$;

revoke all on function public.subscribers_record_consent() from public;
