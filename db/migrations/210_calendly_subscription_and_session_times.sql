-- Calendly connected from the back office, and each booking's session time.
-- The coach connects Calendly from the Connections screen with a personal access token (decision 051): the server
-- creates the webhook subscription through Calendly's API with a signing key it generates (kept in `secret`, as a
-- pasted one is), and keeps the token and the subscription's address so that Disconnect can delete the
-- subscription in Calendly. Neither is ever returned by the API. Safe to run again.

alter table public.webhook_connections add column if not exists api_token text;
alter table public.webhook_connections add column if not exists subscription_uri text;
alter table public.webhook_connections drop constraint if exists webhook_connections_api_token_length;
alter table public.webhook_connections add constraint webhook_connections_api_token_length
  check (char_length(api_token) <= 2000);
alter table public.webhook_connections drop constraint if exists webhook_connections_subscription_uri_length;
alter table public.webhook_connections add constraint webhook_connections_subscription_uri_length
  check (char_length(subscription_uri) <= 500);

-- A Cal.com or Calendly booking remembers when the session is (its start), which its row shows in London time
-- beside when it was booked (occurred_at, which the weekly figures count by). Null where the event does not say.
alter table public.bookings_and_sales add column if not exists session_at timestamptz;
