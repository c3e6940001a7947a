/**
 * Every address with where it stands: pending, confirmed or unsubscribed subscribers, then
 * addresses on the suppression list that have no subscription (unsubscribed before 060, or bounced). The source is the page of the form, or for an import
 * or an addition by the coach, the source she stated.
 */
export const subscriberExportSql = `select id, email, status, subscribed_at, confirmed_at, source from (
    select s.id, s.email, s.status, s.created_at as subscribed_at, s.confirmed_at,
      coalesce(s.source_path, (
        select detail from public.consent_events e
        where lower(e.email) = lower(s.email) and e.event in ('imported', 'added') order by e.id desc limit 1
      )) as source
    from public.subscribers s
    union all
    select null, x.email, 'unsubscribed', null, null, null from public.suppressed_addresses x
    where not exists (select 1 from public.subscribers s where lower(s.email) = lower(x.email))
  ) as subscriber order by status = 'unsubscribed', id, email`;
