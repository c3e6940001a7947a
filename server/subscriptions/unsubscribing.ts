import { unsentSequenceDropped } from "./welcome-sequence";

/**
 * WITH clauses that unsubscribe the addresses the clause `chosen` returns (a column `email`):
 * their subscriptions stay, marked unsubscribed, each with an 'unsubscribed' consent event giving
 * `$pagePath` and `$detail` (who did it), and the addresses go on the suppression list.
 * Their welcome sequence's e-mails not yet sent are dropped, and a confirmation still waiting for a place never goes. Running it again changes nothing and records nothing.
 */
export function unsubscribingClauses(chosen: string, pagePath: string, detail: string): string {
  return `chosen as (${chosen}),
    ${unsentSequenceDropped("chosen")},
    unsubscribed as (
      update public.subscribers set status = 'unsubscribed', unsubscribed_at = now(), confirmation_waiting_since = null
      where lower(email) in (select lower(email) from chosen) and status <> 'unsubscribed'
      returning email
    ), suppressed as (
      insert into public.suppressed_addresses (email) select email from chosen on conflict do nothing
    ), recorded as (
      insert into public.consent_events (email, event, page_path, detail)
      select email, 'unsubscribed', ${pagePath}, ${detail} from unsubscribed
    )`;
}
