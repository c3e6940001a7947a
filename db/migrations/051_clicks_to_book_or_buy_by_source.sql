-- Clicks on the booking and checkout links, counted by the source of the visitor's visit
-- (metric 'sales_clicks', name = source, detail = campaign), so that the funnel per source runs
-- visits → booking or checkout clicks → bookings → sales. Still daily totals only. Safe to run again.

alter table public.site_daily_counts drop constraint if exists site_daily_counts_metric_known;
alter table public.site_daily_counts add constraint site_daily_counts_metric_known
  check (metric in ('page_views', 'visitors', 'visits', 'devices', 'clicks', 'sales_clicks', 'subscribers', 'messages'));
