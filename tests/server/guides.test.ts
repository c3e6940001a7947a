import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, it } from "vitest";
import { GuideForm } from "../../app/components/ui/guide-form";
import { type Resource, resourcesSeed } from "../../app/content/resources";
import { siteStub, testAppOptions } from "../../scripts/support/site-stub";
import type { createApp } from "../../server/app";
import type { StaticSite } from "../../server/http/static-site";
import type { Notifications } from "../../server/mail/notifications";
import { saveContent } from "../../server/settings/site-content-store";
import { createSubscriptionLifecycle } from "../../server/subscriptions";
import { onEachStore } from "./support/databases";
import { formPost, tokenIn } from "./support/form-posts";
import { startOutboxWorker } from "./support/outbox-worker";
import { backOfficeApi, jsonOf, mailingApp } from "./support/publishing-app";
import { salaryGuide } from "./support/resources";
import { signedIn, suiteDatabase, suiteSmtpServer } from "./support/suite";

const origin = testAppOptions.publicOrigin;
const coach = "coach@example.com";
const day = 24 * 60 * 60_000;

const guide: Resource = { ...salaryGuide, forAddress: true };
const other: Resource = { ...guide, id: "offer-canvas-guide", download: "https://files.realcoach.example/canvas.pdf" };

/** The free resources page as built: the guide's card form, as the page renders it. */
const resourcesPage = `<!DOCTYPE html><html lang="en-GB"><head><title>Free resources</title></head><body><main>${renderToStaticMarkup(
  createElement(GuideForm, { resource: guide, label: resourcesSeed.page.card.guideLabel }),
)}</main></body></html>`;
const site: StaticSite = {
  ...siteStub,
  page: (path) =>
    path === "/free-resources" ? { ...siteStub.notFoundPage, bodies: { identity: Buffer.from(resourcesPage) } } : undefined,
};

const guideLinkIn = (text: string) => text.match(/http:\/\/localhost:3000\/guides\/[^\s"<]+/)?.[0] ?? "";
const pathOf = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;

onEachStore("a guide for an address on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.subscribers, public.notification_outbox, public.consent_events, public.subscription_tokens, public.confirmation_mail_log, public.site_content, public.site_content_changes, public.suppressed_addresses",
  );
  const smtp = suiteSmtpServer();
  const cookie = signedIn(test, coach);
  let notifications: Notifications;
  let app: ReturnType<typeof createApp>;
  const call = backOfficeApi(() => app, cookie);
  /** Days the clock is moved forward: handed to the server, never slept. */
  let daysOn = 0;
  const clock = () => new Date(Date.now() + daysOn * day);

  beforeEach(async () => {
    daysOn = 0;
    notifications = startOutboxWorker(test.db, smtp.url, coach);
    const wake = () => notifications.notifier.wake();
    const subscriptions = createSubscriptionLifecycle({
      db: test.db,
      publicOrigin: origin,
      confirmMaxPerDay: 50,
      sendsMail: true,
      wake,
      log: () => undefined,
      clock,
    });
    app = mailingApp(test.db, coach, wake, { confirmMaxPerDay: 50, clock }, { subscriptions, site });
    await saveContent(test.db, "resources", { ...resourcesSeed, library: [guide, other, ...resourcesSeed.library] }, coach);
  });
  afterEach(() => notifications.notifier.stop());

  /** The caps on e-mails to one address count in the database's time: ten minutes pass there. */
  const tenMinutesPass = () =>
    test.db.query("update public.confirmation_mail_log set created_at = created_at - interval '11 minutes'");
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.recipients.includes(email));

  /** Asks for the guide as its card's form posts without JavaScript; the page answers at the form. */
  async function askForGuide(email: string) {
    const response = await app.request(
      "/forms/subscribe",
      formPost({ email, website: "", source_path: "/free-resources", guide_id: guide.id }),
    );
    expect(response.status).toBe(200);
    return response.text();
  }

  /** Presses an expired link's "E-mail me a fresh link", which posts the link's own query. */
  function askForFreshLink(link: string) {
    const query = new URL(link).searchParams;
    return app.request(
      "/guides/salary-negotiation-guide/fresh",
      formPost({
        subscriber: query.get("subscriber") ?? "",
        expires: query.get("expires") ?? "",
        signature: query.get("signature") ?? "",
      }),
    );
  }

  /** Asks for the guide, confirms by the e-mailed link, and returns the confirmation page and the guide's e-mail. */
  async function askAndConfirm(email: string) {
    const before = smtp.received.length;
    await askForGuide(email);
    const [confirmation] = (await smtp.waitForMails(before + 1)).slice(before);
    const token = tokenIn(confirmation?.parsed.text ?? "", "/newsletter/confirm");
    const confirmed = await app.request("/newsletter/confirm", formPost({ token }));
    expect(confirmed.status).toBe(200);
    const mails = (await smtp.waitForMails(before + 3)).slice(before);
    return {
      confirmation,
      page: await confirmed.text(),
      guideMail: mails.find((mail) => mail.parsed.subject?.startsWith("Your guide")),
      unsubscribeToken: tokenIn(mails.map((mail) => mail.parsed.text ?? "").join("\n"), "/newsletter/unsubscribe"),
    };
  }

  it("asks for the guide without JavaScript, confirms, and the confirmation delivers a link to it, never the file", async () => {
    const answer = await askForGuide("ada@example.com");
    // Answered on the free resources page itself, at the guide's form.
    expect(answer).toContain("<title>Check your inbox · Free resources</title>");
    expect(answer).toMatch(/<form id="guide-salary-negotiation-guide"[^>]*><div id="subscribe-answer" role="status"/);
    expect(answer).toContain("Confirm it and your guide follows by e-mail straight away.");

    const [confirmation] = await smtp.waitForMails(1);
    expect(confirmation?.parsed.text).toContain(
      "Once you confirm, we will e-mail you the guide you asked for: “The Salary Negotiation Guide”.",
    );
    // The consent record says what they asked for, and the subscription what they came for.
    expect(await test.db.query("select event, page_path, guide_id from public.consent_events")).toEqual([
      { event: "subscribed", page_path: "/free-resources", guide_id: guide.id },
    ]);

    const token = tokenIn(confirmation?.parsed.text ?? "", "/newsletter/confirm");
    const confirmed = await app.request("/newsletter/confirm", formPost({ token }));
    const page = await confirmed.text();
    expect(page).toContain("You are subscribed: here is your guide");
    const mails = await smtp.waitForMails(3);
    const guideMail = mails.find((mail) => mail.parsed.subject === "Your guide: The Salary Negotiation Guide");
    expect(guideMail?.parsed.attachments).toEqual([]);
    // Its link to her sessions is tagged with the guide, so a booking or sale that follows is credited to it.
    expect(guideMail?.parsed.text).toMatch(
      /localhost:3000\/[\w/-]*\?utm_source=newsletter&utm_campaign=guide-salary-negotiation-guide/,
    );
    const link = guideLinkIn(guideMail?.parsed.text ?? "");
    expect(link).toMatch(/^http:\/\/localhost:3000\/guides\/salary-negotiation-guide\?subscriber=\d+&expires=\d+&signature=/);
    expect(page).toContain(link.replace(/&/g, "&amp;"));

    const opened = await app.request(pathOf(link));
    expect([opened.status, opened.headers.get("location")]).toEqual([302, guide.download]);
    // A week less a minute later it still opens.
    daysOn = 6.99;
    expect((await app.request(pathOf(link))).status).toBe(302);

    // The back office shows what they came for, and so does the export.
    const list = await jsonOf<{ subscribers: { email: string; guide: string }[] }>(call("GET", "/subscribers"));
    expect(list.subscribers).toMatchObject([{ email: "ada@example.com", guide: "The Salary Negotiation Guide" }]);
    const csv = await (await call("GET", "/subscribers/export.csv")).text();
    expect(csv.split("\r\n")[0]).toMatch(/,guide,confirmation_waiting_since \(London time\)$/);
    expect(csv).toMatch(/,ada@example\.com,.*,salary-negotiation-guide,\r\n/);
  });

  it("sends a subscriber who asks again the guide's link again, with no second confirmation and no second row", async () => {
    await askAndConfirm("ada@example.com");
    await tenMinutesPass();
    const before = smtp.received.length;

    const answer = await askForGuide("ada@example.com");
    expect(answer).toContain("<title>Your guide is on its way · Free resources</title>");
    const [again] = (await smtp.waitForMails(before + 1)).slice(before);
    expect(again?.parsed.subject).toBe("Your guide: The Salary Negotiation Guide");
    expect((await app.request(pathOf(guideLinkIn(again?.parsed.text ?? "")))).status).toBe(302);
    expect(await test.db.query("select email, status from public.subscribers")).toEqual([
      { email: "ada@example.com", status: "confirmed" },
    ]);
    expect(mailsTo("ada@example.com").filter((mail) => mail.parsed.subject?.startsWith("Please confirm"))).toHaveLength(1);
  });

  it("sends an address still to confirm its confirmation again, and tells it so, and confirming brings the guide", async () => {
    await askForGuide("ada@example.com");
    await smtp.waitForMails(1);
    await tenMinutesPass();

    const answer = await askForGuide("ada@example.com");
    expect(answer).toContain("If you have not confirmed your address yet, confirm it and your guide follows");
    expect(answer).not.toContain("already subscribed");
    const confirmations = () => mailsTo("ada@example.com").filter((mail) => mail.parsed.subject?.startsWith("Please confirm"));
    await expect.poll(() => confirmations().length).toBe(2);
    const token = tokenIn(confirmations()[1]?.parsed.text ?? "", "/newsletter/confirm");
    expect(await (await app.request("/newsletter/confirm", formPost({ token }))).text()).toContain(
      "You are subscribed: here is your guide",
    );
  });

  it("says nothing more went when the guide is asked for again inside the caps, alike for a subscriber and an address still to confirm", async () => {
    const { guideMail } = await askAndConfirm("ada@example.com");
    await askForGuide("bo@example.com");
    await smtp.waitForMails(4);
    const before = smtp.received.length;

    for (const email of ["ada@example.com", "bo@example.com"]) {
      const answer = await askForGuide(email);
      expect(answer).toContain("<title>No new e-mail just yet · Free resources</title>");
      expect(answer).toContain("we e-mail an address at most once every 10 minutes and three times a day");
      expect(answer).not.toContain("on its way");
      expect(answer).not.toContain("already on our list");
    }
    // An expired link's fresh-link button, pressed inside the caps, says the same. The caps read the handed-in clock
    // too (decision 089): the e-mails above are moved with it, so that they are still the last minutes' ones.
    daysOn = 7.01;
    await test.db.query("update public.confirmation_mail_log set created_at = created_at + $1::float8 * interval '1 day'", [
      daysOn,
    ]);
    const fresh = await askForFreshLink(guideLinkIn(guideMail?.parsed.text ?? ""));
    const page = await fresh.text();
    expect(page).toContain("No new e-mail just yet");
    expect(page).not.toContain("on its way");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(before);
  });

  it("says an expired link has expired and e-mails a fresh one on request", async () => {
    const { guideMail } = await askAndConfirm("ada@example.com");
    const link = guideLinkIn(guideMail?.parsed.text ?? "");
    daysOn = 7.01;
    const expired = await app.request(pathOf(link));
    expect(expired.status).toBe(410);
    const page = await expired.text();
    expect(page).toContain("This guide link has expired");
    expect(page).toContain("E-mail me a fresh link");

    await tenMinutesPass();
    const before = smtp.received.length;
    const fresh = await askForFreshLink(link);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain("A fresh link is on its way");
    const [freshMail] = (await smtp.waitForMails(before + 1)).slice(before);
    const freshLink = guideLinkIn(freshMail?.parsed.text ?? "");
    expect(freshLink).not.toBe(link);
    expect((await app.request(pathOf(freshLink))).status).toBe(302);
  });

  it("ends a guide link already sent when its reader unsubscribes, and offers to ask for the guide again", async () => {
    const { guideMail, unsubscribeToken } = await askAndConfirm("ada@example.com");
    const link = guideLinkIn(guideMail?.parsed.text ?? "");
    expect((await app.request("/newsletter/unsubscribe", formPost({ token: unsubscribeToken }))).status).toBe(200);

    const opened = await app.request(pathOf(link));
    expect([opened.status, opened.headers.get("location")]).toEqual([410, null]);
    const page = await opened.text();
    expect(page).toContain("This guide link ended when you left the list");
    expect(page).toMatch(/<a href="\/free-resources#guide-salary-negotiation-guide"[^>]*>Ask for the guide again<\/a>/);

    // Once the link has expired too, it says the same, and its fresh-link button e-mails nothing.
    daysOn = 7.01;
    expect(await (await app.request(pathOf(link))).text()).toContain("This guide link ended when you left the list");
    await tenMinutesPass();
    const before = smtp.received.length;
    const fresh = await askForFreshLink(link);
    expect(fresh.status).toBe(410);
    expect(await fresh.text()).toContain("This guide link ended when you left the list");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(before);
  });

  it("refuses a forged link, and one changed to another guide or another reader", async () => {
    const { guideMail } = await askAndConfirm("ada@example.com");
    const link = new URL(guideLinkIn(guideMail?.parsed.text ?? ""));
    const refused = async (path: string) => {
      const response = await app.request(path);
      expect(response.status).toBe(403);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.text()).toContain("This guide link is not valid");
    };
    await refused(`${link.pathname}?${link.searchParams.toString().replace(/signature=[^&]+/, "signature=forged")}`);
    await refused(`/guides/${other.id}${link.search}`);
    const subscriber = Number(link.searchParams.get("subscriber"));
    await refused(`${link.pathname}${link.search.replace(`subscriber=${subscriber}`, `subscriber=${subscriber + 1}`)}`);
    const later = Number(link.searchParams.get("expires")) + 7 * 86_400;
    await refused(`${link.pathname}${link.search.replace(/expires=\d+/, `expires=${later}`)}`);
    await refused("/guides/salary-negotiation-guide");
    // A fresh link is not handed out for a forged one either.
    const fresh = await app.request(`/guides/${other.id}/fresh${link.search}`, formPost({}));
    expect(fresh.status).toBe(403);
  });
});
