import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import {
  calendlyDelivery,
  calendlyInvitee,
  checkoutSession,
  refundedCharge,
  stripeDelivery,
  testSecrets,
} from "../../scripts/support/sales-events";
import { campaignLink } from "../../server/newsletter/edition";
import { startSession } from "../../server/sign-in/sessions";
import { createTestDatabase, onEachStore, type TestDatabase } from "./support/databases";
import { salesOrigin as origin, salesApp } from "./support/sales-app";

const coach = "coach@example.com";
/** An issue's link as the edition writes it, as a path on the test server. */
const pathOf = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;

onEachStore("which issues bring clients, on %s", (kind) => {
  let test: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    cookie = `admin_session=${await startSession(test.db, coach)}`;
  }, 120_000);
  afterAll(async () => {
    await test.dispose();
  });
  beforeEach(async () => {
    await test.db.query(
      "truncate public.bookings_and_sales, public.site_daily_counts, public.subscribers, public.newsletter_sends, public.newsletter_recipients",
    );
  });

  function server() {
    const { admin, visit, post } = salesApp(test.db, coach, cookie, testSecrets);
    /** A reader's browser: each reader has an address of their own, as the counter tells visitors apart. */
    const visitAs = (reader: string, path: string) => visit(path, { "x-forwarded-for": reader });
    const results = async () => {
      const answer = await admin("GET", "newsletter");
      expect(answer.status).toBe(200);
      return answer.body.results as { issue: number }[];
    };
    return { visit: visitAs, post, results };
  }

  /** The issue went to `sent` people, and one more address failed. */
  async function sentTo(issue: number, sent: number) {
    await test.db.query("insert into public.newsletter_sends (issue_number) values ($1)", [issue]);
    await test.db.query(
      `insert into public.newsletter_recipients (issue_number, email, status)
        select $1, 'reader' || n || '@example.com', case when n <= $2 then 'sent' else 'failed' end from generate_series(1, $2 + 1) n`,
      [issue, sent],
    );
  }

  it("credits a sale and a booking that started from an issue's link to that issue, with its readers and sign-ups", async () => {
    const { visit, post, results } = server();
    await sentTo(3, 40);
    await sentTo(2, 25);
    await test.db.query(
      "insert into public.subscribers (email, source_path) values ('new1@example.com', '/newsletter/issue-3'), ('new2@example.com', '/newsletter/issue-3'), ('other@example.com', '/newsletter')",
    );

    // A reader follows a link in issue 3 to the site, then to the audit's checkout, and pays.
    await visit("198.51.100.3", pathOf(campaignLink(origin, "/about", 3)));
    const checkout = await visit("198.51.100.3", "/go/audit-checkout?from=/about");
    const reference = new URL(checkout.headers.get("location") ?? "").searchParams.get("client_reference_id");
    expect((await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(reference)))).status).toBe(200);
    // Another books through Calendly from a link in issue 3; a visitor from LinkedIn buys too, credited to no issue.
    const tags = { utm_source: "newsletter", utm_campaign: "issue-3" };
    const invitee = calendlyInvitee("https://api.calendly.com/invitees/ISSUE3", tags);
    expect((await post("calendly", calendlyDelivery("invitee.created", invitee))).status).toBe(200);
    await visit("198.51.100.9", "/about?utm_source=linkedin");
    const linkedIn = await visit("198.51.100.9", "/go/audit-checkout?from=/about");
    const linkedInReference = new URL(linkedIn.headers.get("location") ?? "").searchParams.get("client_reference_id");
    const linkedInSale = checkoutSession(linkedInReference, { payment_intent: "pi_linkedin" });
    expect((await post("stripe", stripeDelivery("checkout.session.completed", linkedInSale))).status).toBe(200);

    const rows = await results();
    expect(rows.find((row) => row.issue === 3)).toMatchObject({ sent: 40, signUps: 2, bookings: 1, sales: 1, pence: 4900 });
    expect(rows.find((row) => row.issue === 2)).toMatchObject({ sent: 25, signUps: 0, bookings: 0, sales: 0, pence: 0 });
    expect(rows.map((row) => row.issue)).toEqual([...rows.map((row) => row.issue)].sort((a, b) => b - a));
  });

  it("stops counting a sale once it is refunded", async () => {
    const { visit, post, results } = server();
    await visit("198.51.100.4", pathOf(campaignLink(origin, "/services", 2)));
    const checkout = await visit("198.51.100.4", "/go/audit-checkout?from=/services");
    const reference = new URL(checkout.headers.get("location") ?? "").searchParams.get("client_reference_id");
    await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(reference)));
    expect((await results()).find((row) => row.issue === 2)).toMatchObject({ sales: 1, pence: 4900 });
    await post("stripe", stripeDelivery("charge.refunded", refundedCharge()));
    expect((await results()).find((row) => row.issue === 2)).toMatchObject({ sales: 0, pence: 0 });
  });
});
