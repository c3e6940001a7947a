-- What the server counts of visits, as daily totals only: page views per page,
-- visitors, visits per source, visitors per device class, clicks on the outbound
-- links per link and page, subscribers and messages per source. No IP address,
-- user agent, visitor hash or anything else about one person is ever stored here:
-- the server adds to these totals (an upsert per figure) and forgets the rest at
-- the end of the day. Visitors (anon) can neither read nor write it.
-- Safe to run again; runs as-is on PGlite, PostgreSQL and in a Supabase SQL editor.

create table if not exists public.site_daily_counts (
  day date not null,
  metric text not null constraint site_daily_counts_metric_known
    check (metric in ('page_views', 'visitors', 'visits', 'devices', 'clicks', 'subscribers', 'messages')),
  -- The page, source, device class or link the figure is about ('' for the day's visitors).
  name text not null default '',
  -- A second detail: the campaign of a source, or the page a link was clicked on.
  detail text not null default '',
  count integer not null default 0 constraint site_daily_counts_count_positive check (count >= 0),
  primary key (day, metric, name, detail)
);

revoke all on public.site_daily_counts from anon;
alter table public.site_daily_counts enable row level security;
