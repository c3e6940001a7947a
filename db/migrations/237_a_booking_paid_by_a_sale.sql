-- A session paid at booking is one client (decision 068): the sale that paid for a booking names it, so that the
-- Sales screen lists one row (the booking, paid) and every figure counts the sale once, as a booking paid when
-- booked, not as one more sale. Calendly's payment and Cal.com's BOOKING_PAID name their own booking; a Stripe
-- payment names the Cal.com or Calendly booking made with the same e-mail within two hours of it. Null for a sale
-- that paid for no booking (the audit). Safe to run again.

alter table public.bookings_and_sales add column if not exists pays_booking_provider text;
alter table public.bookings_and_sales add column if not exists pays_booking_id text;
create index if not exists bookings_and_sales_pays_booking
  on public.bookings_and_sales (pays_booking_provider, pays_booking_id) where pays_booking_id is not null;
create index if not exists bookings_and_sales_email on public.bookings_and_sales (email) where email is not null;
