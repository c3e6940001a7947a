-- Why an address is on the suppression list: empty for someone who unsubscribed, the mail
-- server's refusal for an address that bounced during a newsletter send (shown in the back
-- office, where the coach may reactivate it).
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.suppressed_addresses add column if not exists reason text;
alter table public.suppressed_addresses drop constraint if exists suppressed_addresses_reason_length;
alter table public.suppressed_addresses add constraint suppressed_addresses_reason_length
  check (char_length(reason) <= 1000);
