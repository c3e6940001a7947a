import { beforeAll, expect, it } from "vitest";
import {
  calBooking,
  calDelivery,
  calendlyDelivery,
  calendlyInvitee,
  checkoutSession,
  stripeDelivery,
  testSecrets,
} from "../../scripts/support/sales-events";
import { creditReference } from "../../server/analytics/credit";
import type { WebhookSecrets } from "../../server/sales/connections";
import { salesBySource } from "../../server/sales/report";
import { eraseEverythingAbout } from "../../server/subscriptions";
import { weeklySummaryMail } from "../../server/summary/weekly-summary";
import { onEachStore } from "./support/databases";
import { salesOrigin as origin, salesApp } from "./support/sales-app";
import { sessionCookie, suiteDatabase } from "./support/suite";

const coach = "coach@example.com";
const stripeSecret = "whsec_Connected1234567890abcdWXYZ";
const hostile = `javascript:alert(1)//<img src=x onerror=alert(1)> https://evil.example/refund`;

onEachStore("the coach's connections and the sales list on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.bookings_and_sales, public.site_daily_counts, public.webhook_connections, public.stripe_payment_link_names",
  );
  let cookie: string;

  beforeAll(async () => {
    cookie = await sessionCookie(test.db, coach);
  });

  /** A server signed in as the coach, with the webhook secrets the server's settings give (none by default). */
  function server(environment: WebhookSecrets = {}) {
    const { app, admin, visit, post } = salesApp(test.db, coach, cookie, environment);
    return {
      app,
      admin,
      visit,
      post,
      connection: async (provider: string) =>
        (await admin("GET", "connections")).body.find((found: { provider: string }) => found.provider === provider),
      list: async (query = "") => (await admin("GET", `sales/list${query}`)).body,
    };
  }

  it("connects Stripe with a pasted secret, counts its events, and keeps the last refusal after the secret changed", async () => {
    const { admin, post, connection } = server();
    expect((await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(null)))).status).toBe(404);
    expect(await connection("stripe")).toMatchObject({
      address: `${origin}/webhooks/stripe`,
      fromServerSettings: false,
      savedSecretEnd: null,
      events: 0,
      lastEventAt: null,
    });

    const saved = await admin("PUT", "connections/stripe", { secret: stripeSecret });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain(stripeSecret);
    const signed = { secret: stripeSecret };
    expect((await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(null), signed))).status).toBe(200);
    expect(await connection("stripe")).toMatchObject({ savedSecretEnd: "WXYZ", events: 1, lastRefusal: null });
    expect(Date.parse((await connection("stripe")).lastEventAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await admin("PUT", "connections/stripe", { secret: "whsec_SecondSecret1234567890abcdEFGH" })).status).toBe(200);
    const withOldSecret = stripeDelivery("checkout.session.completed", checkoutSession(null, { payment_intent: "pi_2" }), signed);
    const refused = await post("stripe", withOldSecret);
    expect([refused.status, (await refused.json()).code]).toEqual([400, "400"]);
    expect(await connection("stripe")).toMatchObject({
      savedSecretEnd: "EFGH",
      events: 1,
      lastRefusal: { reason: "The Stripe-Signature does not match the secret." },
    });

    expect((await admin("DELETE", "connections/stripe")).status).toBe(200);
    expect((await post("stripe", withOldSecret)).status).toBe(404);
    expect(await connection("stripe")).toMatchObject({ savedSecretEnd: null, events: 0, lastRefusal: null });
  });

  it("refuses a secret with spaces inside or of the wrong form beside the field, keeps the one saved, and takes a padded one trimmed", async () => {
    const { admin, connection } = server();
    await admin("PUT", "connections/cal", { secret: "cal-secret-one" });
    for (const [provider, secret] of [
      ["stripe", "whsec_ abcdefghijklmnopqrstuvwxyz"],
      ["stripe", "sk_live_abcdefghijklmnopqrstuvwxyz"],
      ["cal", "short"],
      ["cal", "cal secret two"],
      ["calendly", "<script>alert(1)</script>abcdefgh"],
      ["calendly", ""],
    ]) {
      const answer = await admin("PUT", `connections/${provider}`, { secret });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.secret).toEqual(expect.any(String));
    }
    expect(await connection("cal")).toMatchObject({ savedSecretEnd: "-one" });
    // Spaces and line breaks around a pasted secret are what copying adds: taken off, the secret is saved.
    expect((await admin("PUT", "connections/stripe", { secret: " whsec_abcdefghijklmnopqrstuvwxyz\r\n" })).status).toBe(200);
    expect(await connection("stripe")).toMatchObject({ savedSecretEnd: "wxyz" });
    expect((await admin("PUT", "connections/paypal", { secret: "whatever-it-is" })).status).toBe(404);
    expect((await admin("PUT", "connections/cal", ["not", "an", "object"])).status).toBe(400);
  });

  it("lets the server's settings win over a saved secret, and says so", async () => {
    const { admin, post, connection } = server({ stripe: testSecrets.stripe });
    await admin("PUT", "connections/stripe", { secret: stripeSecret });
    expect(await connection("stripe")).toMatchObject({ fromServerSettings: true, savedSecretEnd: "WXYZ" });
    const sale = checkoutSession(null);
    expect((await post("stripe", stripeDelivery("checkout.session.completed", sale, { secret: stripeSecret }))).status).toBe(400);
    expect((await post("stripe", stripeDelivery("checkout.session.completed", sale))).status).toBe(200);
  });

  it("refuses the connections and the list without a session", async () => {
    const { app } = server();
    for (const [method, path] of [
      ["GET", "connections"],
      ["PUT", "connections/stripe"],
      ["DELETE", "connections/stripe"],
      ["GET", "sales/list"],
    ]) {
      const answer = await app.request(`${origin}/admin/api/${path}`, {
        method,
        headers: { origin, cookie: "admin_session=forged", "content-type": "application/json" },
        body: method === "PUT" ? JSON.stringify({ secret: stripeSecret }) : undefined,
      });
      expect([answer.status, (await answer.json()).code]).toEqual([401, "signed-out"]);
    }
    expect((await test.db.query("select * from public.webhook_connections")).length).toBe(0);
  });

  it("credits a forged reference, and one signed with another key, to Unknown, and a /go/ reference to its source", async () => {
    const { admin, post, visit, list } = server(testSecrets);
    await visit("/about?utm_source=linkedin");
    const checkout = new URL((await visit("/go/audit-checkout?from=/about")).headers.get("location") ?? "");
    const ours = checkout.searchParams.get("client_reference_id");
    const forged = Buffer.from(JSON.stringify(["Google", hostile, "/"])).toString("base64url");
    const otherKey = creditReference({ source: { name: "Google", campaign: hostile }, landing: "/" }, Buffer.alloc(32, 1));
    await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(ours)));
    await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(forged, { payment_intent: "pi_f" })));
    await post("cal", calDelivery("BOOKING_CREATED", calBooking("uid-other-key", { source: otherKey })));
    const rows = (await list()).rows;
    expect(rows.map((row: { providerId: string; source: string }) => [row.providerId, row.source])).toEqual(
      expect.arrayContaining([
        ["pi_test_123", "LinkedIn"],
        ["pi_f", "Unknown"],
        ["uid-other-key", "Unknown"],
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain("evil");
    expect((await admin("GET", "sales")).body.sources.map((row: { source: string }) => row.source).sort()).toEqual([
      "LinkedIn",
      "Unknown",
    ]);
  });

  it("keeps hostile text in every provider's fields as text, and no link reaches the plain-text summary", async () => {
    const { post, list } = server(testSecrets);
    const stripeSale = checkoutSession(hostile, {
      payment_link: hostile,
      metadata: { product: hostile },
      customer_details: { email: hostile },
      currency: "gbp",
    });
    expect((await post("stripe", stripeDelivery("checkout.session.completed", stripeSale))).status).toBe(200);
    const calHostile = calBooking("uid-h", { source: hostile }, { eventTitle: hostile, attendees: [{ email: hostile }] });
    expect((await post("cal", calDelivery("BOOKING_CREATED", calHostile))).status).toBe(200);
    const tags = { utm_source: hostile, utm_campaign: hostile, utm_content: hostile };
    const invitee = calendlyInvitee("https://api.calendly.com/invitees/H", tags, {
      email: hostile,
      scheduled_event: { name: hostile },
    });
    expect((await post("calendly", calendlyDelivery("invitee.created", invitee))).status).toBe(200);

    const rows = (await list()).rows as {
      product: string;
      email: string;
      source: string;
      campaign: string;
      creditFrom: string;
    }[];
    expect(rows).toHaveLength(3);
    for (const row of rows) expect([row.product, row.email]).toEqual([hostile, hostile.toLowerCase()]);
    expect(rows.map((row) => row.source).sort()).toEqual(["Other", "Unknown", "Unknown"]);
    const tagged = rows.find((row) => row.creditFrom === "tags");
    expect(tagged?.campaign).not.toMatch(/[<>:/]/);

    const summary = await weeklySummaryMail(test.db, { from: "2026-01-01", to: "2027-12-31" }, origin);
    expect(summary.text).not.toMatch(/javascript:|evil|<img/);
    expect(summary.html).not.toMatch(/javascript:|evil\.example|<img/);
  });

  it("refuses one amount over £1 M, and sums amounts past 2^31 pence without failing", async () => {
    const { admin, post } = server(testSecrets);
    const overCap = checkoutSession(null, { amount_total: 2 ** 31 });
    const refused = await post("stripe", stripeDelivery("checkout.session.completed", overCap));
    expect([refused.status, (await refused.json()).message]).toEqual([400, "The event is not shaped as documented."]);
    for (let sale = 0; sale < 25; sale += 1) {
      const large = checkoutSession(null, { amount_total: 100_000_000, payment_intent: `pi_large_${sale}` });
      expect((await post("stripe", stripeDelivery("checkout.session.completed", large))).status).toBe(200);
    }
    const overview = await admin("GET", "sales");
    expect(overview.status).toBe(200);
    const total = overview.body.sources.reduce((sum: number, row: { pence: number }) => sum + row.pence, 0);
    expect(total).toBe(2_500_000_000);
    expect((await admin("GET", "visits")).status).toBe(200);
    const summary = await weeklySummaryMail(test.db, { from: "2026-01-01", to: "2027-12-31" }, origin);
    expect(summary.text).toContain("£25,000,000");
  });

  it("lists each sale and booking newest first, 50 a screen, by kind, status, source and e-mail, and erasure empties the e-mail", async () => {
    const { admin, post, list } = server(testSecrets);
    for (let booking = 0; booking < 52; booking += 1) {
      const moment = `2026-11-${String(1 + (booking % 28)).padStart(2, "0")}T10:${String(booking).padStart(2, "0")}:00.000Z`;
      await post("cal", calDelivery("BOOKING_CREATED", calBooking(`uid-${booking}`, {}, { uid: `uid-${booking}` })));
      await test.db.query("update public.bookings_and_sales set occurred_at = $1 where provider_id = $2", [
        moment,
        `uid-${booking}`,
      ]);
    }
    await post("cal", calDelivery("BOOKING_CANCELLED", calBooking("uid-0")));
    await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(null)));

    const first = await list();
    expect([first.rows.length, first.matching, first.perPage]).toEqual([50, 53, 50]);
    const times = first.rows.map((row: { occurredAt: string }) => row.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await list("?page=2")).rows).toHaveLength(3);
    expect((await list("?kind=sale")).rows).toEqual([
      expect.objectContaining({ provider: "stripe", amount: 4900, currency: "GBP", status: "paid", source: "Unknown" }),
    ]);
    expect((await list("?kind=booking&status=cancelled")).rows.map((row: { providerId: string }) => row.providerId)).toEqual([
      "uid-0",
    ]);
    expect((await list("?source=Unknown")).matching).toBe(53);
    expect((await list("?source=LinkedIn")).matching).toBe(0);
    expect((await list("?search=ALEX.BUYER")).rows).toEqual([expect.objectContaining({ email: "alex.buyer@example.com" })]);
    expect((await list("?search=%25")).matching).toBe(0);
    for (const query of ["?status=lost", "?kind=refund", "?page=0", "?page=x", "?page=0x10", "?page=1e3", "?page=01"]) {
      const answer = await admin("GET", `sales/list${query}`);
      expect([answer.status, answer.body.code]).toEqual([400, "invalid"]);
    }

    await eraseEverythingAbout(test.db, "alex.buyer@example.com");
    expect((await list("?kind=sale")).rows).toEqual([expect.objectContaining({ email: null, amount: 4900 })]);
  });

  it("lists a Cal.com or Calendly booking with when its session starts and the price its event gives, counting only payments", async () => {
    const { post, list } = server(testSecrets);
    const paidSession = calBooking("uid-priced", {}, { startTime: "2026-11-30T10:00:00Z", price: 19900 });
    const freeCall = calBooking("uid-free", {}, { startTime: "2026-12-01T16:30:00Z", price: 0, eventTitle: "Free call" });
    const calendlyPaid = calendlyInvitee(
      "https://api.calendly.com/invitees/PAID",
      {},
      {
        scheduled_event: { name: "Consultant Jumpstart", start_time: "2026-07-02T08:00:00.000000Z" },
        payment: { external_id: "ch_1", provider: "stripe", amount: 150, currency: "GBP", terms: null, successful: true },
      },
    );
    for (const [provider, delivery] of [
      ["cal", calDelivery("BOOKING_CREATED", paidSession)],
      ["cal", calDelivery("BOOKING_CREATED", freeCall)],
      ["calendly", calendlyDelivery("invitee.created", calendlyPaid)],
    ] as const) {
      expect((await post(provider, delivery)).status).toBe(200);
    }

    const rows: { providerId: string; kind: string; occurredAt: string }[] = (await list()).rows;
    const row = (providerId: string, kindOf = "booking") =>
      rows.find((found) => found.providerId === providerId && found.kind === kindOf);
    expect(row("uid-priced")).toMatchObject({
      sessionAt: "2026-11-30T10:00:00.000Z",
      occurredAt: "2026-11-23T10:05:00.000Z",
      amount: 19900,
      currency: "GBP",
    });
    expect(row("uid-free")).toMatchObject({ sessionAt: "2026-12-01T16:30:00.000Z", amount: null });
    expect(row("https://api.calendly.com/invitees/PAID")).toMatchObject({
      sessionAt: "2026-07-02T08:00:00.000Z",
      amount: 15000,
      currency: "GBP",
    });
    // Its payment is no row of its own: the booking is listed once, paid (decision 068).
    expect(row("https://api.calendly.com/invitees/PAID")).toMatchObject({
      payment: { provider: "calendly", status: "paid", amount: 15000 },
    });
    expect(row("https://api.calendly.com/invitees/PAID", "sale")).toBeUndefined();

    // Only the Calendly payment is money taken: a booking's price is what it costs, not a payment.
    const sources = await salesBySource(test.db, { from: "2026-01-01", to: "2027-12-31" });
    expect(sources.reduce((sum, source) => sum + source.pence, 0)).toBe(15000);
  });

  it("names each sale by what was bought: the site's link clicked, the event's own product, a Payment Link she named", async () => {
    const { admin, app, post, visit, list } = server(testSecrets);
    // No visit counted before the click: the reference carries which link it was, and no source.
    const checkout = new URL((await visit("/go/audit-checkout?from=/visibility-audit")).headers.get("location") ?? "");
    const reference = checkout.searchParams.get("client_reference_id");
    const sale = (paymentIntent: string, reference: string | null, overrides: Record<string, unknown> = {}) =>
      post(
        "stripe",
        stripeDelivery(
          "checkout.session.completed",
          checkoutSession(reference, { payment_intent: paymentIntent, ...overrides }),
          {
            id: `evt_${paymentIntent}`,
          },
        ),
      );
    expect((await sale("pi_audit", reference)).status).toBe(200);
    await sale("pi_named", reference, { metadata: { product: "Audit and follow-up call" } });
    await sale("pi_items", null, {
      payment_link: "plink_Other1",
      line_items: { data: [{ description: "Interview Prep Pack" }] },
    });
    await sale("pi_unknown", null, { payment_link: "plink_1QhTz2Lk9XyZ0aBc" });

    const productOf = async (paymentIntent: string) =>
      (await list("?kind=sale")).rows.find((row: { providerId: string }) => row.providerId === paymentIntent);
    expect(await productOf("pi_audit")).toMatchObject({ product: "Visibility Audit", source: "Unknown" });
    expect((await productOf("pi_named")).product).toBe("Audit and follow-up call");
    expect((await productOf("pi_items")).product).toBe("Interview Prep Pack");
    expect((await productOf("pi_unknown")).product).toBe("A Payment Link not named yet (name it on Connections)");
    expect(JSON.stringify((await list("?kind=sale")).rows)).not.toContain("plink_");

    expect((await admin("GET", "payment-links")).body).toEqual([
      expect.objectContaining({ paymentLink: "plink_1QhTz2Lk9XyZ0aBc", name: null, sales: 1 }),
    ]);
    expect((await admin("PUT", "payment-links/plink_1QhTz2Lk9XyZ0aBc", { name: "  " })).body.errors.name).toBe(
      "Write what this link sells.",
    );
    expect((await admin("PUT", "payment-links/not-a-link", { name: "x" })).status).toBe(404);
    const named = await admin("PUT", "payment-links/plink_1QhTz2Lk9XyZ0aBc", { name: " LinkedIn Profile Review " });
    expect(named.body).toEqual([expect.objectContaining({ name: "LinkedIn Profile Review" })]);
    expect((await productOf("pi_unknown")).product).toBe("LinkedIn Profile Review");
    const download = await (await app.request(`${origin}/admin/api/sales/export.csv?kind=sale`, { headers: { cookie } })).text();
    expect(download).toContain("LinkedIn Profile Review");
    expect((await app.request(`${origin}/admin/api/payment-links`)).status).toBe(401);
  });
});
