import { afterEach, beforeEach, expect, it } from "vitest";
import { consentVersion } from "../../app/content/consent";
import { contentSlotHtml, serverPageSlots } from "../../app/lib/server-page-slots";
import { siteStub, testAppOptions } from "../../scripts/support/site-stub";
import type { createApp } from "../../server/app";
import type { StaticSite } from "../../server/http/static-site";
import type { Notifications } from "../../server/mail/notifications";
import { createSubscriptionLifecycle } from "../../server/subscriptions";
import { saveWelcome } from "../../server/subscriptions/welcome-version";
import { onEachStore } from "./support/databases";
import { formPost } from "./support/form-posts";
import { startOutboxWorker } from "./support/outbox-worker";
import { backOfficeApi, jsonOf, mailingApp } from "./support/publishing-app";
import { signedIn, suiteDatabase, suiteSmtpServer } from "./support/suite";

const origin = testAppOptions.publicOrigin;
const coach = "coach@example.com";
const shell =
  `<!DOCTYPE html><html lang="en-GB"><head><title>${serverPageSlots.title} | Brand</title></head><body><header>Site header</header>` +
  `<main id="main" tabindex="-1">${contentSlotHtml}</main></body></html>`;
const site: StaticSite = {
  ...siteStub,
  serverPageShell: { ...siteStub.serverPageShell, bodies: { identity: Buffer.from(shell) } },
};

const confirmTokenIn = (text: string) => text.match(/\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1] ?? "";

onEachStore("signing up from an issue, and the welcome e-mail, on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.subscribers, public.notification_outbox, public.consent_events, public.subscription_tokens, public.confirmation_mail_log, public.welcome_email",
  );
  const smtp = suiteSmtpServer();
  const cookie = signedIn(test, coach);
  let notifications: Notifications;
  let app: ReturnType<typeof createApp>;
  const call = backOfficeApi(() => app, cookie);

  beforeEach(() => {
    notifications = startOutboxWorker(test.db, smtp.url, coach);
    const wake = () => notifications.notifier.wake();
    const subscriptions = createSubscriptionLifecycle({
      db: test.db,
      publicOrigin: origin,
      confirmMaxPerDay: 50,
      sendsMail: true,
      wake,
      log: () => undefined,
    });
    app = mailingApp(test.db, coach, wake, { confirmMaxPerDay: 50 }, { site, subscriptions });
  });
  afterEach(() => notifications.notifier.stop());

  /** Subscribes from issue 11's page as its form posts without JavaScript, and confirms by the e-mailed link. */
  async function subscribeFromIssueAndConfirm(email: string) {
    const fields = { email, website: "", source_path: "/newsletter/issue-11" };
    const answer = await app.request("/forms/subscribe", formPost(fields));
    const mails = await smtp.waitForMails(smtp.received.length + 1);
    const token = confirmTokenIn(mails.at(-1)?.parsed.text ?? "");
    expect((await app.request("/newsletter/confirm", formPost({ token }))).status).toBe(200);
    return answer;
  }

  it("answers a post from an issue page with the site's styled page asking to confirm, e-mails the confirmation and records the issue as the source", async () => {
    const answer = await subscribeFromIssueAndConfirm("reader@example.com");
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("<header>Site header</header>");
    expect(html).toContain("Thank you for subscribing to our newsletter!");
    expect(html).toContain("Check your inbox to confirm.");
    expect(smtp.received[0]?.parsed.subject).toMatch(/^Please confirm your subscription to /);
    const [row] = await test.db.query("select status, source_path, consent_version from public.subscribers");
    expect(row).toEqual({ status: "confirmed", source_path: "/newsletter/issue-11", consent_version: consentVersion });
    const overview = await jsonOf<{ issueSignUps: unknown[] }>(call("GET", "/visits?days=30"));
    expect(overview.issueSignUps).toEqual([{ issue: 11, signUps: 1, confirmed: 1 }]);
  });

  it("counts a sign-up for an issue only when its page names a published issue, and Visits answers whatever a post claims", async () => {
    await subscribeFromIssueAndConfirm("reader@example.com");
    const claimed = [
      "/newsletter/issue-99999999999",
      "/newsletter/issue-2147483647",
      "/newsletter/issue-999",
      "/newsletter/issue-0",
      "/newsletter/issue-011",
    ];
    for (const [index, source_path] of claimed.entries()) {
      const answer = await app.request("/forms/subscribe", formPost({ email: `claim${index}@example.com`, source_path }));
      expect(answer.status).toBe(200);
    }
    const visits = await call("GET", "/visits?days=30");
    expect(visits.status).toBe(200);
    expect((await visits.json()).issueSignUps).toEqual([{ issue: 11, signUps: 1, confirmed: 1 }]);
  });

  it("refuses a form posted from another site's page, and takes one from the site's own pages or a script that names none", async () => {
    const fields = { email: "crossed@example.com", website: "", source_path: "/newsletter/issue-11" };
    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "null", "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const post = formPost(fields);
      const form = await app.request("/forms/subscribe", { ...post, headers: { ...post.headers, ...headers } });
      expect(form.status).toBe(403);
      expect((await form.json()).message).toBe("This request must come from the site's own pages.");
      const rest = await app.request("/rest/v1/subscribers", {
        method: "POST",
        body: JSON.stringify({ email: "crossed@example.com" }),
        headers: { "Content-Type": "application/json", ...headers },
      });
      expect(rest.status).toBe(403);
    }
    expect(await test.db.query("select email from public.subscribers")).toEqual([]);

    const post = formPost(fields);
    const own = await app.request("/forms/subscribe", { ...post, headers: { ...post.headers, Origin: origin } });
    expect(own.status).toBe(200);
    // Sent again from the answer page the server gave (Referrer-Policy: no-referrer), a browser says Origin "null".
    const retried = formPost({ ...fields, email: "retried@example.com" });
    const fromAnswerPage = { ...retried.headers, Origin: "null", "Sec-Fetch-Site": "same-origin" };
    expect((await app.request("/forms/subscribe", { ...retried, headers: fromAnswerPage })).status).toBe(200);
    const fetched = await app.request("/rest/v1/subscribers", {
      method: "POST",
      body: JSON.stringify({ email: "fetched@example.com" }),
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    });
    expect(fetched.status).toBe(201);
    expect((await app.request("/forms/subscribe", formPost({ ...fields, email: "script@example.com" }))).status).toBe(200);
    const rows = await test.db.query("select email from public.subscribers order by email");
    expect(rows.map((row) => row.email)).toEqual([
      "crossed@example.com",
      "fetched@example.com",
      "retried@example.com",
      "script@example.com",
    ]);
  });

  it("keeps the issue and what was typed when the address is refused, so the form sent again still names the issue", async () => {
    const answer = await app.request(
      "/forms/subscribe",
      formPost({ email: "not-an-address", source_path: "/newsletter/issue-11" }),
    );
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('<input type="hidden" name="source_path" value="/newsletter/issue-11"/>');
    expect(html).toContain('value="not-an-address"');
  });

  it("tags the welcome e-mail's links to the site with its campaign, the site's own words and hers, so a booking after one is credited to it", async () => {
    const linksToSite = (html = "") =>
      [...html.matchAll(/href="([^"]+)"/g)]
        .map((match) => (match[1] ?? "").replaceAll("&amp;", "&"))
        .filter((link) => link.startsWith(origin) && !link.includes("/unsubscribe"));
    await subscribeFromIssueAndConfirm("first@example.com");
    const [, ownWords] = await smtp.waitForMails(2);
    expect((await call("PUT", "/welcome-email", { subject: "Glad you're here", body: "[Book a call](/services)" })).status).toBe(
      200,
    );
    await subscribeFromIssueAndConfirm("second@example.com");
    const [, , , herWords] = await smtp.waitForMails(4);
    for (const welcome of [ownWords, herWords]) {
      const links = linksToSite(welcome?.parsed.html || "");
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(new URL(link).searchParams.get("utm_campaign"), link).toBe("welcome");
    }
  });

  it("sends her own welcome e-mail once she saved one, markers as typed and HTML through the article sanitiser, and sends her a test of it", async () => {
    const standing = await jsonOf<{ custom: boolean; subject: string; body: string }>(call("GET", "/welcome-email"));
    expect(standing.custom).toBe(false);
    expect(standing.body).toContain("Thank you for confirming.");

    const refused = await call("PUT", "/welcome-email", { subject: "  ", body: "Hello" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.subject).toBe("Please write a subject.");

    const body =
      "Hello {{first_name}} %recipient.name% {name}, welcome!\n\n**Reply** and tell me <script>alert(1)</script> your goal.";
    expect((await call("PUT", "/welcome-email", { subject: "Glad you're here", body })).status).toBe(200);
    const preview = await jsonOf<{ html: string }>(call("POST", "/welcome-email/preview", { subject: "Glad you're here", body }));
    expect(preview.html).toMatch(/<strong[^>]*>Reply<\/strong>/);

    await subscribeFromIssueAndConfirm("ada@example.com");
    const [, welcome] = await smtp.waitForMails(2);
    expect(welcome?.recipients).toEqual(["ada@example.com"]);
    expect(welcome?.parsed.subject).toBe("Glad you're here");
    expect(welcome?.parsed.text).toContain("Hello {{first_name}} %recipient.name% {name}, welcome!");
    expect(welcome?.parsed.html).toContain("Hello {{first_name}} %recipient.name% {name}, welcome!");
    expect(welcome?.parsed.html).not.toContain("<script");
    expect(welcome?.parsed.html).not.toContain("alert(1)");
    expect(welcome?.parsed.text).toMatch(/\/newsletter\/unsubscribe\?token=/);

    expect((await call("POST", "/welcome-email/test", { email: "friend@example.com" })).status).toBe(202);
    const [, , test] = await smtp.waitForMails(3);
    expect(test?.recipients).toEqual(["friend@example.com"]);
    expect(test?.parsed.subject).toBe("[Test] Glad you're here");

    const restored = await jsonOf<{ custom: boolean }>(call("DELETE", "/welcome-email"));
    expect(restored.custom).toBe(false);
    expect((await call("GET", "/welcome-email", undefined, {})).status).toBe(401);
  });

  it("sends a test of the welcome e-mail as she wrote it before saving, and refuses a picture in it on saving and on testing", async () => {
    const written = { subject: "Before I save it", body: "Read [my story](example.com/story) first." };
    expect((await call("POST", "/welcome-email/test", { email: "", ...written })).status).toBe(202);
    const [test] = await smtp.waitForMails(1);
    expect(test?.recipients).toEqual([coach]);
    expect(test?.parsed.subject).toBe("[Test] Before I save it");
    expect(test?.parsed.html).toContain('href="https://example.com/story"');
    expect(test?.parsed.text).toContain("Read my story https://example.com/story first.");
    expect((await jsonOf<{ custom: boolean }>(call("GET", "/welcome-email"))).custom).toBe(false);

    const pictured = { subject: "With a picture", body: "Hello.\n\n![A chart](/newsletter/images/chart.jpg)" };
    const refusedSave = await call("PUT", "/welcome-email", pictured);
    expect(refusedSave.status).toBe(400);
    expect((await refusedSave.json()).errors.body).toBe(
      'Please correct the e-mail: the picture "A chart" cannot be sent in this e-mail: please remove it.',
    );
    const refusedTest = await call("POST", "/welcome-email/test", pictured);
    expect(refusedTest.status).toBe(400);
    expect((await refusedTest.json()).message).toMatch(/^No test was sent\. Please correct the e-mail: the picture "A chart"/);
    expect((await call("GET", "/welcome-email")).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
  });

  it("sends a hostile welcome e-mail as clean as the same Markdown in an edition, with bare addresses linked and no Markdown in its text", async () => {
    const hostile = [
      "[Book a session](cal.com/x) or write to [me](hello@example.com).",
      '<a href="https://ok.example" title="a" onmouseover="alert(6)">hover</a>',
      '[titled](https://ok.example "a&quot; onmouseover=&quot;alert(7)")',
      "[one](/\\evil.example) [two](//evil.example) [three](javascript:alert(8))",
      "![drawn](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDkpIi8+)",
    ].join("\n\n");
    // Saved before the link rules applied to it: what reaches a subscriber is still clean.
    await saveWelcome(test.db, { subject: "Welcome", body: hostile }, coach);
    const refused = await call("PUT", "/welcome-email", { subject: "Welcome", body: hostile });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.body).toMatch(/^Please correct the e-mail: the link "one" goes to /);

    await subscribeFromIssueAndConfirm("grace@example.com");
    const [, welcome] = await smtp.waitForMails(2);
    const html = welcome?.parsed.html ?? "";
    expect(html).toContain('href="https://cal.com/x"');
    expect(html).toContain('href="mailto:hello@example.com"');
    expect(html).not.toMatch(/\son[a-z]+="/i);
    for (const hostilePart of ["evil.example", "javascript:", "data:image"]) expect(html).not.toContain(hostilePart);
    const text = welcome?.parsed.text ?? "";
    expect(text).toContain("Book a session https://cal.com/x");
    expect(text).not.toMatch(/\]\(|\[Book/);
  });

  it("refuses a welcome e-mail holding a NUL character with the reason beside its field, never a 500, and keeps the one in use", async () => {
    expect((await call("PUT", "/welcome-email", { subject: "Glad you're here", body: "Hello." })).status).toBe(200);
    const pasted = { subject: "Soft\u0000break", body: "Hello,\u0000 welcome." };
    for (const answer of [await call("PUT", "/welcome-email", pasted), await call("POST", "/welcome-email/preview", pasted)]) {
      expect(answer.status).toBe(400);
      expect((await answer.json()).errors).toEqual({
        subject: "The subject holds an invisible NUL character (pasted from another program): please remove it.",
        body: "The e-mail holds an invisible NUL character (pasted from another program): please remove it.",
      });
    }
    const standing = await jsonOf<{ subject: string; body: string }>(call("GET", "/welcome-email"));
    expect(standing).toMatchObject({ subject: "Glad you're here", body: "Hello." });
  });
});
