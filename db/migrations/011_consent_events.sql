-- The consent record: one row per thing that happened to a subscription (subscribed,
-- confirmed, unsubscribed, imported, added by the coach, erased), with when, the page the
-- form was on and the version of the consent wording shown. No IP address.
-- Append-only: rows are never changed; they are deleted only when a person's data is erased
-- (which then leaves one 'erased' event with no address) or with an expired pending signup.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.consent_events (
  id bigint generated always as identity primary key,
  email text constraint consent_events_email_length check (char_length(email) between 3 and 254),
  event text not null
    constraint consent_events_event_known
    check (event in ('subscribed', 'confirmed', 'unsubscribed', 'imported', 'added', 'erased')),
  page_path text,
  consent_version text,
  -- For imports and additions: the source the coach stated and her confirmation that these people agreed.
  detail text,
  created_at timestamptz not null default now()
);

create index if not exists consent_events_email on public.consent_events (lower(email));

revoke all on public.consent_events from anon;
alter table public.consent_events enable row level security;

create or replace function public.consent_events_refuse_update() returns trigger
language plpgsql as $$
begin
  raise exception 'consent events are append-only';
end
$$;

drop trigger if exists consent_events_append_only on public.consent_events;
create trigger consent_events_append_only before update on public.consent_events
  for each row execute function public.consent_events_refuse_update();

-- Every signup through the form records its consent, whoever inserted it (our server or a
-- Supabase project's REST API), as the table owner: anon still cannot read or write the record.
create or replace function public.subscribers_record_consent() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.status = 'pending' then
    insert into public.consent_events (email, event, page_path, consent_version)
    values (new.email, 'subscribed', new.source_path, new.consent_version);
  end if;
  return new;
end
$$;

revoke all on function public.subscribers_record_consent() from public;

drop trigger if exists subscribers_record_consent on public.subscribers;
create trigger subscribers_record_consent after insert on public.subscribers
  for each row execute function public.subscribers_record_consent();
