import { beforeEach, expect, it } from "vitest";
import { resourcesSeed } from "../../app/content/resources";
import { sessionsSeed } from "../../app/content/sessions";
import { defaultSite as site } from "../../app/content/site";
import {
  calBooking,
  calDelivery,
  calendlyDelivery,
  calendlyInvitee,
  checkoutSession,
  refundedCharge,
  stripeDelivery,
  testSecrets,
} from "../../scripts/support/sales-events";
import { salesOverview } from "../../server/admin/sales";
import { creditReference } from "../../server/analytics/credit";
import { createSiteCounter, dayOf, type SiteCounter } from "../../server/analytics/site-counter";
import { returnHosts } from "../../server/analytics/start";
import type { createApp } from "../../server/app";
import { referenceKeyOf } from "../../server/sales/reference-key";
import { funnelBySource } from "../../server/sales/report";
import { salesListPage } from "../../server/sales/sales-list";
import { applyRetention, eraseEverythingAbout } from "../../server/subscriptions";
import { weeklySummaryMail } from "../../server/summary/weekly-summary";
import { desktopBrowser } from "./support/analytics";
import { onEachStore } from "./support/databases";
import { quietBackOffice } from "./support/publishing-app";
import { countingApp } from "./support/sales-app";
import { sessionCookie, suiteDatabase } from "./support/suite";

/** The return hosts of the sample links, which these tests visit from. */
const sampleReturnHosts = returnHosts(site, resourcesSeed.library);

const origin = "https://www.nextmovestrategy.co.uk";

onEachStore("bookings and sales from signed webhooks on %s", (kind) => {
  const test = suiteDatabase(kind, "public.bookings_and_sales, public.site_daily_counts, public.webhook_connections");
  let app: ReturnType<typeof createApp>;
  let siteCounter: SiteCounter;

  beforeEach(async () => {
    siteCounter = createSiteCounter({ db: test.db, publicOrigin: origin, returnHosts: () => sampleReturnHosts });
    app = countingApp(test.db, origin, { siteCounter, webhookSecrets: testSecrets });
  });

  const visit = (path: string, headers: Record<string, string> = {}) =>
    app.request(`${origin}${path}`, { headers: { "user-agent": desktopBrowser, "x-forwarded-for": "198.51.100.7", ...headers } });

  const post = (provider: string, delivery: { body: string; headers: Record<string, string> }) =>
    app.request(`${origin}/webhooks/${provider}`, { method: "POST", body: delivery.body, headers: delivery.headers });

  /** A reference as /go/ signs it, with the key the server made in this database. */
  const signedReference = async (source: string, landing: string) =>
    creditReference({ source: { name: source, campaign: "" }, landing }, await referenceKeyOf(test.db)());

  async function rows() {
    return test.db.query(
      `select provider, kind, provider_id, product, amount, currency, status, source, campaign, landing_page, email
        from public.bookings_and_sales order by provider, kind, provider_id`,
    );
  }

  it("carries the visit's source and the link clicked through the checkout, and credits the sale Stripe reports to it, named as the audit", async () => {
    await visit("/about?utm_source=linkedin&utm_campaign=november-post");
    const go = await visit("/go/audit-checkout?from=/about");
    const checkout = new URL(go.headers.get("location") ?? "");
    expect(`${checkout.origin}${checkout.pathname}`).toBe(site.links.auditCheckout);
    const reference = checkout.searchParams.get("client_reference_id") ?? "";
    expect(reference).toMatch(/^[A-Za-z0-9_-]{1,200}$/);

    const response = await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(reference)));
    expect(response.status).toBe(200);
    expect(await rows()).toEqual([
      expect.objectContaining({
        provider: "stripe",
        kind: "sale",
        provider_id: "pi_test_123",
        product: "Visibility Audit",
        amount: 4900,
        currency: "GBP",
        status: "paid",
        source: "LinkedIn",
        campaign: "november-post",
        landing_page: "/about",
        email: "alex.buyer@example.com",
      }),
    ]);
    await siteCounter.flush();
    const funnel = await funnelBySource(test.db, { from: "2026-01-01", to: dayOf(new Date()) });
    expect(funnel).toEqual([
      { source: "LinkedIn", campaign: "november-post", visits: 1, clicks: 1, bookings: 0, sales: 1, pence: 4900 },
    ]);
  });

  it("appends Calendly's utm tags to a booking link, and leaves other links and unknown visitors as they are", async () => {
    expect((await visit("/go/booking-career")).headers.get("location")).toBe(sessionsSeed[0]?.bookingUrl);
    await visit("/services", { referer: "https://www.google.co.uk/" });
    const booking = new URL((await visit("/go/booking-career?from=/services")).headers.get("location") ?? "");
    expect(Object.fromEntries(booking.searchParams)).toEqual({
      utm_source: "Google",
      utm_medium: "website",
      utm_content: "/services",
    });
    expect((await visit("/go/hidden-job-market-quiz")).headers.get("location")).toBe(site.links.hiddenJobMarketQuiz);
  });

  it("keeps a long credit within Stripe's 200 characters", async () => {
    await visit(`/?utm_source=${"s".repeat(100)}&utm_campaign=${"é".repeat(100)}`);
    const checkout = new URL((await visit("/go/audit-checkout")).headers.get("location") ?? "");
    expect(checkout.searchParams.get("client_reference_id")).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
  });

  it("stores a replayed Stripe event once, and a refund marks the sale refunded, even when it comes first", async () => {
    const sale = stripeDelivery("checkout.session.completed", checkoutSession(null));
    await post("stripe", sale);
    await post("stripe", sale);
    expect(await rows()).toEqual([expect.objectContaining({ status: "paid", amount: 4900, source: null })]);
    expect((await post("stripe", stripeDelivery("charge.refunded", refundedCharge()))).status).toBe(200);
    expect(await rows()).toEqual([expect.objectContaining({ status: "refunded", amount: 4900 })]);

    await post("stripe", stripeDelivery("charge.refunded", refundedCharge("pi_test_later")));
    await post(
      "stripe",
      stripeDelivery("checkout.session.completed", checkoutSession(null, { payment_intent: "pi_test_later" })),
    );
    expect((await rows()).find((row) => row.provider_id === "pi_test_later")).toMatchObject({
      status: "refunded",
      // A Payment Link's event names no product: the list shows the name she gives the link, never its code.
      product: null,
    });
  });

  it("refuses a bad or stale Stripe signature with 400 and a JSON body, and acknowledges an event type it does not use", async () => {
    const forged = stripeDelivery("checkout.session.completed", checkoutSession(null));
    const tampered = await post("stripe", { ...forged, body: forged.body.replace("4900", "1") });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ code: "400" });
    const stale = stripeDelivery("checkout.session.completed", checkoutSession(null), {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await post("stripe", stale)).status).toBe(400);
    expect((await post("stripe", { body: "{}", headers: {} })).status).toBe(400);
    const unknown = await post("stripe", stripeDelivery("customer.created", { id: "cus_1", object: "customer" }));
    expect(unknown.status).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it("Cal.com: a booking, its replay, a cancellation that came first, a reschedule that keeps the credit, a payment", async () => {
    const reference = await signedReference("LinkedIn", "/services");
    const created = calDelivery("BOOKING_CREATED", calBooking("uid-1", { source: reference }));
    expect((await post("cal", created)).status).toBe(200);
    await post("cal", created);
    await post("cal", calDelivery("BOOKING_CANCELLED", calBooking("uid-2")));
    await post("cal", calDelivery("BOOKING_CREATED", calBooking("uid-2")));
    await post("cal", calDelivery("BOOKING_RESCHEDULED", calBooking("uid-3", {}, { rescheduleUid: "uid-1" })));
    await post("cal", calDelivery("BOOKING_PAID", calBooking("uid-3")));
    expect(await rows()).toEqual([
      expect.objectContaining({ kind: "booking", provider_id: "uid-1", status: "rescheduled", source: "LinkedIn" }),
      expect.objectContaining({ kind: "booking", provider_id: "uid-2", status: "cancelled", source: null }),
      expect.objectContaining({
        kind: "booking",
        provider_id: "uid-3",
        status: "booked",
        source: "LinkedIn",
        landing_page: "/services",
        product: "Career Clarity Sprint",
        email: "sam@example.com",
      }),
      expect.objectContaining({ kind: "sale", provider_id: "uid-3", status: "paid", amount: 19900, currency: "GBP" }),
    ]);
  });

  it("Cal.com: refuses a body signed with another secret, and acknowledges a ping", async () => {
    const forged = await post("cal", calDelivery("BOOKING_CREATED", calBooking("uid-9"), "someone-elses-secret"));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "400" });
    expect((await post("cal", calDelivery("PING", { triggerEvent: "PING" }))).status).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it("Calendly: a booking credited by its utm tags, a cancellation, a reschedule, a paid booking", async () => {
    const tracking = { utm_source: "linkedin", utm_medium: "website", utm_content: "/about" };
    const created = calendlyDelivery("invitee.created", calendlyInvitee("https://api.calendly.com/invitees/A", tracking));
    expect((await post("calendly", created)).status).toBe(200);
    await post("calendly", created);
    await post("calendly", calendlyDelivery("invitee.canceled", calendlyInvitee("https://api.calendly.com/invitees/B")));
    const moved = calendlyInvitee("https://api.calendly.com/invitees/C", {}, { rescheduled: true });
    await post("calendly", calendlyDelivery("invitee.canceled", moved));
    const paid = calendlyInvitee("https://api.calendly.com/invitees/D", {}, { payment: { amount: 199.0, currency: "GBP" } });
    await post("calendly", calendlyDelivery("invitee.created", paid));
    expect(await rows()).toEqual([
      expect.objectContaining({ provider_id: "https://api.calendly.com/invitees/A", status: "booked", source: "LinkedIn" }),
      expect.objectContaining({ provider_id: "https://api.calendly.com/invitees/B", status: "cancelled" }),
      expect.objectContaining({ provider_id: "https://api.calendly.com/invitees/C", status: "rescheduled" }),
      expect.objectContaining({ kind: "booking", provider_id: "https://api.calendly.com/invitees/D", status: "booked" }),
      expect.objectContaining({ kind: "sale", provider_id: "https://api.calendly.com/invitees/D", amount: 19900 }),
    ]);
  });

  it("Calendly: refuses a bad or stale signature, and acknowledges an event type it does not use", async () => {
    const signed = calendlyDelivery("invitee.created", calendlyInvitee("https://api.calendly.com/invitees/E"));
    expect((await post("calendly", { ...signed, body: signed.body.replace("jo@", "eve@") })).status).toBe(400);
    const stale = calendlyDelivery(
      "invitee.created",
      calendlyInvitee("https://api.calendly.com/invitees/E"),
      Math.floor(Date.now() / 1000) - 600,
    );
    const refused = await post("calendly", stale);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "400" });
    expect((await post("calendly", calendlyDelivery("routing_form_submission.created", {}))).status).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it("answers 404 where no secret is set, and 413 for a body over the limit", async () => {
    const unset = countingApp(test.db, origin);
    const response = await unset.request(`${origin}/webhooks/stripe`, { method: "POST", body: "{}" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "404" });
    const huge = await post("cal", { body: "x".repeat(300 * 1024), headers: { "content-type": "application/json" } });
    expect(huge.status).toBe(413);
  });

  it("erasing a person, and retention after 24 months, remove the e-mail and keep the booking or sale as a figure", async () => {
    await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(null)));
    await post("cal", calDelivery("BOOKING_CREATED", calBooking("uid-1")));
    expect((await eraseEverythingAbout(test.db, "alex.buyer@example.com")).bookingsAndSales).toBe(1);
    expect((await rows()).map((row) => [row.provider, row.email, row.amount])).toEqual([
      ["cal", "sam@example.com", 19900],
      ["stripe", null, 4900],
    ]);
    const twoYearsOn = new Date("2028-12-01T00:00:00Z");
    expect((await applyRetention(test.db, twoYearsOn, 24)).bookingAndSaleAddresses).toBe(1);
    expect((await rows()).map((row) => row.email)).toEqual([null, null]);
  });

  it("counts bookings and sales per week and per source, and the Monday summary reports them as such", async () => {
    const linkedIn = await signedReference("LinkedIn", "/visibility-audit");
    await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(linkedIn)));
    await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(null, { payment_intent: "pi_2" })));
    await post("stripe", stripeDelivery("charge.refunded", refundedCharge("pi_2")));
    await post("cal", calDelivery("BOOKING_CREATED", calBooking("uid-1", { source: linkedIn })));
    await post("cal", calDelivery("BOOKING_CREATED", calBooking("uid-2")));
    await post("cal", calDelivery("BOOKING_CANCELLED", calBooking("uid-2")));

    const overview = await salesOverview(test.db, "2026-11-25");
    expect(overview.weeks).toHaveLength(13);
    expect(overview.weeks.slice(0, 2)).toEqual([
      { week: "2026-11-23", bookings: 1, paidBookings: 0, cancellations: 1, sales: 0, refunds: 0, pence: 0 },
      { week: "2026-11-16", bookings: 0, paidBookings: 0, cancellations: 0, sales: 1, refunds: 1, pence: 4900 },
    ]);
    expect(overview.sources).toEqual([
      { source: "LinkedIn", campaign: "", bookings: 1, paidBookings: 0, cancellations: 0, sales: 1, refunds: 0, pence: 4900 },
      { source: "Unknown", campaign: "", bookings: 0, paidBookings: 0, cancellations: 1, sales: 0, refunds: 1, pence: 0 },
    ]);

    const week = { from: "2026-11-16", to: "2026-11-29" };
    const reported = await weeklySummaryMail(test.db, week, origin);
    expect(reported.subject).toMatch(/\d+ booking clicks?, 1 booking, £49 in sales$/);
    expect(reported.text).toContain("- Bookings: 1 booking, 1 cancelled (not counted)");
    expect(reported.text).toContain("- Sales: 1 (1 refunded, not counted)");
    expect(reported.text).toContain("- Taken: £49");
    expect(reported.text).toContain("- From LinkedIn: 1 booking, 1 sale, £49");
    // A week without any booking or sale reported speaks of booking clicks only.
    const clicksOnly = await weeklySummaryMail(test.db, { from: "2026-11-02", to: "2026-11-08" }, origin);
    expect(clicksOnly.subject).toMatch(/\d+ booking clicks?$/);
    expect(clicksOnly.text).not.toContain("Bookings:");
  });

  /** The Sales screen's list as she reads it: each row's kind, service, status, the payment of a paid booking, and amount. */
  const listed = async () => {
    const all = (await salesListPage(test.db, { kind: "all", status: "all", source: "", search: "", page: 1 })).rows.map(
      (row) => [
        row.kind,
        row.provider,
        row.status,
        row.payment && `${row.payment.status} via ${row.payment.provider}`,
        row.payment?.amount ?? row.amount,
      ],
    );
    return all;
  };
  /** Ten minutes after Calendly's and Cal.com's test bookings were made, as Stripe stamps a checkout (whole seconds). */
  const nearTheBookings = Date.parse("2026-11-23T10:14:00Z") / 1000;

  it("a session paid at booking is one client: one row, the booking paid, and counted once, apart from the audit's sale", async () => {
    const audit = checkoutSession(await signedReference("LinkedIn", "/visibility-audit"), { payment_intent: "pi_audit" });
    await post("stripe", stripeDelivery("checkout.session.completed", { ...audit, created: nearTheBookings }));
    const paid = calendlyInvitee("https://api.calendly.com/invitees/P", {}, { payment: { amount: 199.0, currency: "GBP" } });
    expect((await post("calendly", calendlyDelivery("invitee.created", paid))).status).toBe(200);
    await post("cal", calDelivery("BOOKING_CREATED", calBooking("uid-paid")));
    await post("cal", calDelivery("BOOKING_PAID", calBooking("uid-paid")));

    expect(await listed()).toEqual([
      ["sale", "stripe", "paid", null, 4900],
      ["booking", "cal", "booked", "paid via cal", 19900],
      ["booking", "calendly", "booked", "paid via calendly", 19900],
    ]);
    const [week] = (await salesOverview(test.db, "2026-11-25")).weeks;
    expect(week).toEqual({
      week: "2026-11-23",
      bookings: 2,
      paidBookings: 2,
      cancellations: 0,
      sales: 1,
      refunds: 0,
      pence: 19900 + 19900 + 4900,
    });
    const reported = await weeklySummaryMail(test.db, { from: "2026-11-23", to: "2026-11-29" }, origin);
    expect(reported.text).toContain("- Bookings: 2 bookings (2 paid when booked), 0 cancelled (not counted)");
    expect(reported.text).toContain("- Sales besides the paid bookings: 1 (0 refunded, not counted)");
    expect(reported.text).toContain("- Taken: £447");
    expect(reported.text).not.toContain("Sales: 3");
  });

  it("a Stripe payment and a booking made with the same e-mail within two hours are one purchase; the audit never is", async () => {
    const session = (paymentIntent: string, email: string, created: number, overrides = {}) =>
      stripeDelivery(
        "checkout.session.completed",
        checkoutSession(null, { payment_intent: paymentIntent, created, customer_details: { email }, ...overrides }),
        { id: `evt_${paymentIntent}` },
      );
    // Jo pays for a session through a Payment Link, then books it on Calendly (as Jo@Example.com, four minutes later).
    expect((await post("stripe", session("pi_jo", "Jo@Example.com", nearTheBookings - 14 * 60))).status).toBe(200);
    await post("calendly", calendlyDelivery("invitee.created", calendlyInvitee("https://api.calendly.com/invitees/J")));
    // Sam books on Cal.com first and pays through Stripe afterwards; Sam's audit, bought the same hour, stays a sale.
    await post("cal", calDelivery("BOOKING_CREATED", calBooking("uid-sam", {}, { price: 0 })));
    const audit = { metadata: { product: "Visibility Audit" } };
    await post("stripe", session("pi_sam_audit", "sam@example.com", nearTheBookings - 5 * 60, audit));
    await post("stripe", session("pi_sam", "sam@example.com", nearTheBookings));
    // Three hours later is another purchase.
    await post("stripe", session("pi_sam_later", "sam@example.com", nearTheBookings + 3 * 3600));

    expect(await listed()).toEqual([
      ["sale", "stripe", "paid", null, 4900],
      ["sale", "stripe", "paid", null, 4900],
      ["booking", "cal", "booked", "paid via stripe", 4900],
      ["booking", "calendly", "booked", "paid via stripe", 4900],
    ]);
    // The refund of a session's payment reads on its booking.
    await post("stripe", stripeDelivery("charge.refunded", { ...refundedCharge("pi_jo"), created: nearTheBookings + 600 }));
    expect((await listed())[3]).toEqual(["booking", "calendly", "booked", "refunded via stripe", 4900]);
    const [week] = (await salesOverview(test.db, "2026-11-25")).weeks;
    expect(week).toMatchObject({ bookings: 2, paidBookings: 1, sales: 2, refunds: 1, pence: 3 * 4900 });
  });

  it("answers a signed but unreasonable event with 400, and stores hostile text without failing", async () => {
    const hugeId = await post("cal", calDelivery("BOOKING_CREATED", calBooking("u".repeat(5_000))));
    expect(hugeId.status).toBe(400);
    const hugeAmount = checkoutSession(null, { amount_total: 10 ** 12 });
    expect((await post("stripe", stripeDelivery("checkout.session.completed", hugeAmount))).status).toBe(400);
    for (const created of [1e15, -1e12, 1.5]) {
      const event = stripeDelivery("checkout.session.completed", checkoutSession(null, { created }), { id: `evt_${created}` });
      const answer = await post("stripe", event);
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    }
    const nul = await post("cal", calDelivery("BOOKING_CREATED", calBooking("uid-nul", {}, { eventTitle: "Sprint\u0000=1+1" })));
    expect(nul.status).toBe(200);
    expect(await rows()).toEqual([expect.objectContaining({ provider_id: "uid-nul", product: "Sprint=1+1" })]);
  });

  it("gives the back office its figures only with a live session, never stored", async () => {
    const coach = "coach@example.com";
    const admin = countingApp(test.db, origin, { admin: quietBackOffice(coach) });
    for (const cookie of ["", "admin_session=forged"]) {
      const refused = await admin.request(`${origin}/admin/api/sales`, { headers: { cookie } });
      expect([refused.status, refused.headers.get("cache-control")]).toEqual([401, "no-store"]);
    }
    const cookie = await sessionCookie(test.db, coach);
    const answer = await admin.request(`${origin}/admin/api/sales`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect((await answer.json()).weeks).toHaveLength(13);
  });
});
