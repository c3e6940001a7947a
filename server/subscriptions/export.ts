import { sequencePlaceSql } from "./welcome-sequence-store";

/** How the export writes a time: London time as people and spreadsheets read it, 2026-11-21 09:07. */
const londonTime = (column: string) => `to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI')`;

/**
 * The columns of the subscribers' CSV (the back office's download and `npm run export -- subscribers`): the times are
 * London time, as the header says, and consent_date_from names the column of an imported list that gave the date of
 * consent (OPTIN_TIME, created_at…), which is then the subscribed_at; welcome_sequence says where they are in it; guide
 * names the free guide they asked for (its short name, decision 077); confirmation_waiting_since, for a pending person
 * whose confirmation e-mail waits for a place under the day's cap, since when (decision 089; at the end, so a sheet
 * reading the columns before it by place reads them as before).
 */
export const subscriberExportColumns = [
  "id",
  "email",
  "first_name",
  "last_name",
  "status",
  "subscribed_at (London time)",
  "confirmed_at (London time)",
  "source",
  "consent_date_from",
  "welcome_sequence",
  "guide",
  "confirmation_waiting_since (London time)",
] as const;

/**
 * Every address with where it stands: pending, confirmed or unsubscribed subscribers, then
 * addresses on the suppression list that have no subscription (unsubscribed before 060, or bounced). The source is the page of the form, or for an import
 * or an addition by the coach, the source she stated.
 */
export const subscriberExportSql = `select ${subscriberExportColumns.map((column) => `"${column}"`).join(", ")} from (
    select s.id, s.email, s.first_name, s.last_name, s.status,
      ${londonTime("s.created_at")} as "subscribed_at (London time)",
      ${londonTime("s.confirmed_at")} as "confirmed_at (London time)",
      coalesce(s.source_path, stated.detail) as source, stated.stated_consent_column as consent_date_from,
      ${sequencePlaceSql("s")} as welcome_sequence, s.guide_id as guide,
      ${londonTime("case when s.status = 'pending' then s.confirmation_waiting_since end")}
        as "confirmation_waiting_since (London time)"
    from public.subscribers s
    left join lateral (
      select detail, stated_consent_column from public.consent_events e
      where lower(e.email) = lower(s.email) and e.event in ('imported', 'added') order by e.id desc limit 1
    ) as stated on true
    union all
    select null, x.email, null, null, 'unsubscribed', null, null, null, null, null, null, null from public.suppressed_addresses x
    where not exists (select 1 from public.subscribers s where lower(s.email) = lower(x.email))
  ) as subscriber order by status = 'unsubscribed', id, email`;
