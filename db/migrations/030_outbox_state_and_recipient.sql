-- Each unsent outbox row says why it waits, instead of a far-future next_attempt_at ('infinity')
-- that meant three things. `state`: 'scheduled' (due at next_attempt_at), 'held' (over the day's
-- cap, summed up in the next hourly digest) or 'paused' (a paused newsletter send, or a send
-- deferred until something schedules it again). A sent row's sent_at says when it went.
-- `recipient`: the lower-cased address a mail or newsletter edition is for, so that erasing one
-- person matches their rows exactly, never another address that merely contains theirs.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

alter table public.notification_outbox add column if not exists state text not null default 'scheduled';
alter table public.notification_outbox drop constraint if exists notification_outbox_state_known;
alter table public.notification_outbox add constraint notification_outbox_state_known
  check (state in ('scheduled', 'held', 'paused'));

alter table public.notification_outbox add column if not exists recipient text;

update public.notification_outbox
set state = case when kind in ('contact_message', 'subscriber') then 'held' else 'paused' end,
    next_attempt_at = created_at
where next_attempt_at = 'infinity' and sent_at is null;

update public.notification_outbox
set recipient = lower(case kind when 'mail' then payload->>'to' when 'newsletter' then payload->>'email' end)
where recipient is null and kind in ('mail', 'newsletter');

-- The worker's question, "what is due?", reads only unsent, scheduled rows.
drop index if exists public.notification_outbox_due;
create index if not exists notification_outbox_due on public.notification_outbox (next_attempt_at)
  where sent_at is null and state = 'scheduled';
