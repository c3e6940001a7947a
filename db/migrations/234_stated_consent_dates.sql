-- The date of consent an imported list states for each person (Mailchimp's OPTIN_TIME or CONFIRM_TIME, Kit's
-- created_at), kept on their consent event with the header of the column it came from. The event's own created_at
-- stays the moment of the import; the subscriber's created_at becomes the stated date, so the list shows when they
-- agreed. Earlier imports have none.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.consent_events add column if not exists stated_consent_at timestamptz;
alter table public.consent_events add column if not exists stated_consent_column text;

alter table public.consent_events drop constraint if exists consent_events_stated_column_length;
alter table public.consent_events add constraint consent_events_stated_column_length
  check (char_length(stated_consent_column) <= 100);
