import { beforeAll, expect, it } from "vitest";
import { resourcesSeed } from "../../app/content/resources";
import {
  calendlyDelivery,
  calendlyInvitee,
  checkoutSession,
  refundedCharge,
  stripeDelivery,
  testSecrets,
} from "../../scripts/support/sales-events";
import { campaignLink } from "../../server/newsletter/edition";
import { saveContent } from "../../server/settings/site-content-store";
import { guideCampaign } from "../../server/subscriptions/guides";
import { sequenceCampaign } from "../../server/subscriptions/welcome-sequence";
import { addSequenceEmail, recordSequenceSends, sequenceEmails } from "../../server/subscriptions/welcome-sequence-store";
import { taggedLink, welcomeCampaign } from "../../server/subscriptions/welcome-version";
import { weeklySummaryMail } from "../../server/summary/weekly-summary";
import { onEachStore } from "./support/databases";
import { salesOrigin as origin, salesApp } from "./support/sales-app";
import { sessionCookie, suiteDatabase } from "./support/suite";

const coach = "coach@example.com";
/** An issue's link as the edition writes it, as a path on the test server. */
const pathOf = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;

onEachStore("what brings clients, on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.bookings_and_sales, public.site_daily_counts, public.subscribers, public.consent_events, public.newsletter_sends, public.newsletter_recipients, public.welcome_sequence_sends, public.welcome_sequence_emails, public.welcome_sequence, public.site_content, public.site_content_changes",
  );
  let cookie: string;

  beforeAll(async () => {
    cookie = await sessionCookie(test.db, coach);
  });

  function server() {
    const { admin, visit, post } = salesApp(test.db, coach, cookie, testSecrets);
    /** A reader's browser: each reader has an address of their own, as the counter tells visitors apart. */
    const visitAs = (reader: string, path: string) => visit(path, { "x-forwarded-for": reader });
    const results = async () => {
      const answer = await admin("GET", "newsletter");
      expect(answer.status).toBe(200);
      return answer.body.results as { campaign: string; name: string }[];
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
    expect(rows.find((row) => row.campaign === "issue-3")).toMatchObject({
      reached: 40,
      signUps: 2,
      bookings: 1,
      sales: 1,
      pence: 4900,
    });
    expect(rows.find((row) => row.campaign === "issue-2")).toMatchObject({
      reached: 25,
      signUps: 0,
      bookings: 0,
      sales: 0,
      pence: 0,
    });
    const issues = rows.map((row) => Number(row.campaign.slice("issue-".length)));
    expect(issues).toEqual([...issues].sort((a, b) => b - a));
  });

  it("stops counting a sale once it is refunded", async () => {
    const { visit, post, results } = server();
    await visit("198.51.100.4", pathOf(campaignLink(origin, "/services", 2)));
    const checkout = await visit("198.51.100.4", "/go/audit-checkout?from=/services");
    const reference = new URL(checkout.headers.get("location") ?? "").searchParams.get("client_reference_id");
    await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(reference)));
    expect((await results()).find((row) => row.campaign === "issue-2")).toMatchObject({ sales: 1, pence: 4900 });
    await post("stripe", stripeDelivery("charge.refunded", refundedCharge()));
    expect((await results()).find((row) => row.campaign === "issue-2")).toMatchObject({ sales: 0, pence: 0 });
  });

  it("credits a booking and a sale that started from a welcome sequence e-mail's link to that e-mail, with who received it", async () => {
    const { visit, post, results } = server();
    const now = new Date();
    await addSequenceEmail(test.db, { delayDays: 3, subject: "Day 3", body: "Hello" }, coach, now);
    await addSequenceEmail(test.db, { delayDays: 7, subject: "Day 7: a session?", body: "Hello" }, coach, now);
    const second = (await sequenceEmails(test.db)).find((email) => email.delayDays === 7);
    const campaign = sequenceCampaign(second?.id ?? 0);
    await recordSequenceSends(test.db, [{ subscriberId: 1, email: "a@example.com", emailId: second?.id ?? 0 }], now);

    await visit("198.51.100.5", pathOf(taggedLink(origin, "/services", campaign)));
    const checkout = await visit("198.51.100.5", "/go/audit-checkout?from=/services");
    const reference = new URL(checkout.headers.get("location") ?? "").searchParams.get("client_reference_id");
    expect((await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(reference)))).status).toBe(200);
    const invitee = calendlyInvitee("https://api.calendly.com/invitees/WELCOME2", {
      utm_source: "newsletter",
      utm_campaign: campaign,
    });
    expect((await post("calendly", calendlyDelivery("invitee.created", invitee))).status).toBe(200);

    const row = (await results()).find((result) => result.campaign === campaign);
    expect(row).toMatchObject({
      name: "Welcome e-mail, day 7: Day 7: a session?",
      reached: 1,
      bookings: 1,
      sales: 1,
      pence: 4900,
    });
    // The Monday summary names it the week's best source.
    const summary = await weeklySummaryMail(test.db, { from: "2026-01-01", to: "2099-12-31" }, origin);
    expect(summary.text).toContain("- Best source of the week: Newsletter, welcome e-mail, day 7 (“Day 7: a session?”)");
  });

  it("credits a booking that started from the welcome e-mail's link to it, with the people who confirmed and so received it", async () => {
    const { visit, post, results } = server();
    await test.db.query(
      `insert into public.consent_events (email, event, page_path, consent_version) values
         ('a@example.com', 'subscribed', '/', 'v1'), ('a@example.com', 'confirmed', '/', 'v1'),
         ('b@example.com', 'confirmed', '/', 'v1'), ('c@example.com', 'subscribed', '/', 'v1')`,
    );
    await visit("198.51.100.7", pathOf(taggedLink(origin, "/services", welcomeCampaign)));
    const invitee = calendlyInvitee("https://api.calendly.com/invitees/WELCOME", {
      utm_source: "newsletter",
      utm_campaign: welcomeCampaign,
    });
    expect((await post("calendly", calendlyDelivery("invitee.created", invitee))).status).toBe(200);

    expect((await results()).find((result) => result.campaign === welcomeCampaign)).toMatchObject({
      name: "Welcome e-mail, on confirming: Welcome to the Next Move Strategy newsletter",
      reached: 2,
      bookings: 1,
    });
    const summary = await weeklySummaryMail(test.db, { from: "2026-01-01", to: "2099-12-31" }, origin);
    expect(summary.text).toContain(
      "- Best source of the week: Newsletter, welcome e-mail on confirming (“Welcome to the Next Move Strategy newsletter”)",
    );
  });

  it("credits a booking and a sale that started from a guide e-mail's link to the guide, with who asked for it and got it", async () => {
    const { visit, post, results } = server();
    const [first, ...rest] = resourcesSeed.library;
    const guide = { ...first, forAddress: true } as (typeof resourcesSeed.library)[number];
    await saveContent(test.db, "resources", { ...resourcesSeed, library: [guide, ...rest] }, coach);
    await test.db.query(
      `insert into public.subscribers (email, source_path, guide_id, status, confirmed_at) values
         ('a@example.com', '/free-resources', $1, 'confirmed', now()), ('b@example.com', '/free-resources', $1, 'pending', null)`,
      [guide.id],
    );
    const campaign = guideCampaign(guide.id);

    await visit("198.51.100.6", pathOf(taggedLink(origin, "/services", campaign)));
    const checkout = await visit("198.51.100.6", "/go/audit-checkout?from=/services");
    const reference = new URL(checkout.headers.get("location") ?? "").searchParams.get("client_reference_id");
    expect((await post("stripe", stripeDelivery("checkout.session.completed", checkoutSession(reference)))).status).toBe(200);
    const invitee = calendlyInvitee("https://api.calendly.com/invitees/GUIDE", {
      utm_source: "newsletter",
      utm_campaign: campaign,
    });
    expect((await post("calendly", calendlyDelivery("invitee.created", invitee))).status).toBe(200);

    expect((await results()).find((result) => result.campaign === campaign)).toMatchObject({
      name: `Guide: ${guide.title}`,
      reached: 1,
      signUps: 2,
      bookings: 1,
      sales: 1,
      pence: 4900,
    });
    const summary = await weeklySummaryMail(test.db, { from: "2026-01-01", to: "2099-12-31" }, origin);
    expect(summary.text).toContain(`- Best source of the week: Newsletter, guide: ${guide.title}`);
  });
});
