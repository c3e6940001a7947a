-- Which Calendly account is connected: its name and e-mail as Calendly's API gives them for the token's user
-- (GET /users/me), kept when the coach connects from the Connections screen, shown there beside the key's last 4
-- characters. Null when the key came from a server setting or was saved before this. Safe to run again.

alter table public.webhook_connections add column if not exists account_name text;
alter table public.webhook_connections add column if not exists account_email text;
alter table public.webhook_connections drop constraint if exists webhook_connections_account_length;
alter table public.webhook_connections add constraint webhook_connections_account_length
  check (char_length(account_name) <= 200 and char_length(account_email) <= 320);
