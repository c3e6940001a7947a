-- Subscribers and contact messages: anonymous visitors may insert, never read.
-- Safe to run again. Runs as-is in a Supabase project's SQL editor too, where
-- the anon role already exists.

create table if not exists public.subscribers (
  id bigint generated always as identity primary key,
  email text not null constraint subscribers_email_length check (char_length(email) between 3 and 254),
  created_at timestamptz not null default now()
);

create unique index if not exists subscribers_email_lower_key on public.subscribers (lower(email));

create table if not exists public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null constraint contact_messages_name_length check (char_length(name) between 1 and 200),
  email text not null constraint contact_messages_email_length check (char_length(email) between 3 and 254),
  subject text not null constraint contact_messages_subject_length check (char_length(subject) between 1 and 200),
  message text not null constraint contact_messages_message_length check (char_length(message) between 1 and 5000),
  interest text not null default 'career'
    constraint contact_messages_interest_known check (interest in ('career', 'consulting', 'other')),
  created_at timestamptz not null default now()
);

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
end
$$;

grant usage on schema public to anon;

-- Insert-only, column by column: anon can never select, update or delete.
revoke all on public.subscribers, public.contact_messages from anon;
grant insert (email) on public.subscribers to anon;
grant insert (name, email, subject, message, interest) on public.contact_messages to anon;

alter table public.subscribers enable row level security;
alter table public.contact_messages enable row level security;

drop policy if exists subscribers_anon_insert on public.subscribers;
create policy subscribers_anon_insert on public.subscribers for insert to anon with check (true);

drop policy if exists contact_messages_anon_insert on public.contact_messages;
create policy contact_messages_anon_insert on public.contact_messages for insert to anon with check (true);
