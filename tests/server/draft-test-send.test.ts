import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { loadNewsletterIssues } from "../../app/content/newsletter.server";
import { testAppOptions } from "../../scripts/support/site-stub";
import { testsPerHour } from "../../server/admin/test-send";
import type { createApp } from "../../server/app";
import type { Notifications } from "../../server/mail/notifications";
import { createSignedPictures, signedPictureLifeMs } from "../../server/newsletter/signed-pictures";
import { onEachStore } from "./support/databases";
import { readyIssue } from "./support/newsletter-issue";
import { startOutboxWorker } from "./support/outbox-worker";
import { backOfficeApi, publishingCoach as coach, jsonOf, mailingApp, newsletterScreens } from "./support/publishing-app";
import { signedIn, suiteDatabase, suiteSmtpServer } from "./support/suite";

const origin = testAppOptions.publicOrigin;

/** The address of the first picture an e-mail's HTML shows. */
const firstPictureIn = (html: string) => html.match(/<img[^>]+src="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? "";

onEachStore("a test e-mail of a draft on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.newsletter_drafts, public.newsletter_images, public.notification_outbox, public.admin_test_sends cascade",
  );
  const smtp = suiteSmtpServer();
  const cookie = signedIn(test, coach);
  let worker: Notifications;
  let app: ReturnType<typeof createApp>;
  const call = backOfficeApi(() => app, cookie);

  beforeAll(() => {
    worker = startOutboxWorker(test.db, smtp.url, coach, { NEWSLETTER_FROM: "letters@example.com", PUBLIC_ORIGIN: origin });
  });
  afterAll(() => worker.notifier.stop());
  beforeEach(() => {
    app = newServer();
  });

  /** A server on the test's database, as a restart or a second server makes one. */
  const newServer = () => mailingApp(test.db, coach, () => worker.notifier.wake(), newsletterScreens);

  async function draftWithPicture(width = 1200) {
    const picture = await sharp({ create: { width, height: 600, channels: 3, background: "#0f6466" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(picture)], "chart.jpg", { type: "image/jpeg" }));
    const uploaded = await app.request("/admin/api/newsletter/images", {
      method: "POST",
      headers: { Origin: origin, Cookie: cookie() },
      body: form,
    });
    const { src } = await jsonOf<{ src: string }>(uploaded);
    const body = `${readyIssue.body}\n\n![A chart of the week](${src})`;
    const { draft } = await jsonOf<{ draft: { id: number } }>(call("POST", "/newsletter/drafts", { ...readyIssue, body }));
    return { id: draft.id, src };
  }

  it("goes before publishing to the address she types, its picture loading without a session while the public site still has none", async () => {
    const { id, src } = await draftWithPicture();
    const answer = await call("POST", `/newsletter/drafts/${id}/test`, { email: "friend@example.com" });
    expect(answer.status).toBe(202);
    expect((await answer.json()).message).toBe(`A test of “${readyIssue.title}” is on its way to friend@example.com.`);
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.recipients).toEqual(["friend@example.com"]);
    expect(mail?.parsed.subject).toBe(`[Test] ${readyIssue.title}`);
    const pictureUrl = firstPictureIn(String(mail?.parsed.html));
    expect(pictureUrl).toMatch(new RegExp(`^${origin}/email-test-pictures/[0-9a-f]{32}\\.jpg\\?expires=\\d+&signature=`));

    const picture = await app.request(pictureUrl.replace(origin, ""));
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    expect(picture.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(1200);
    expect((await app.request(src)).status).toBe(404);
    // Another first character: the signature is base64url, so it starts with "x" one time in 64.
    const forged = await app.request(
      pictureUrl.replace(origin, "").replace(/signature=(.)/, (_, first) => `signature=${first === "x" ? "y" : "x"}`),
    );
    expect(forged.status).toBe(403);
    expect((await forged.json()).message).toBe("This picture's address is not a valid one.");
  });

  it("loads the e-mail's own 1,200 px copy of a large picture, as the real send does, not the original", async () => {
    const { id } = await draftWithPicture(3000);
    await call("POST", `/newsletter/drafts/${id}/test`, { email: "friend@example.com" });
    const [mail] = await smtp.waitForMails(1);
    const pictureUrl = firstPictureIn(String(mail?.parsed.html));
    const picture = await app.request(pictureUrl.replace(origin, ""));
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it("shows a picture narrower than the column at its own width, where a wide one fills the column", async () => {
    for (const [width, shown] of [
      [240, "240"],
      [1200, "534"],
    ] as const) {
      const { id } = await draftWithPicture(width);
      expect((await call("POST", `/newsletter/drafts/${id}/test`, {})).status).toBe(202);
      const [mail] = await smtp.waitForMails(1);
      expect(String(mail?.parsed.html).match(/<img[^>]+width="(\d+)"/)?.[1]).toBe(shown);
      smtp.received.length = 0;
    }
  });

  it("shows the same picture in the editor's e-mail preview, and its address stops working after a week", async () => {
    const { id } = await draftWithPicture();
    const { draft } = await jsonOf<{ draft: typeof readyIssue }>(call("GET", `/newsletter/drafts/${id}`));
    const preview = await jsonOf<{ emailHtml: string }>(call("POST", "/newsletter/preview", draft));
    const pictureUrl = firstPictureIn(preview.emailHtml);
    const path = pictureUrl.replace(`${origin}/email-test-pictures`, "");
    expect((await app.request(`/email-test-pictures${path}`)).status).toBe(200);
    const aWeekOn = createSignedPictures(test.db, () => new Date(Date.now() + signedPictureLifeMs + 60_000));
    const expired = await aWeekOn.request(path);
    expect(expired.status).toBe(403);
    expect((await expired.json()).message).toBe("This test e-mail's pictures have expired: send a new test.");
  });

  it(`sends the Monday summary now at most ${testsPerHour} times an hour, on any server`, async () => {
    for (let sent = 0; sent < testsPerHour; sent++) expect((await call("POST", "/weekly-summary/send", {})).status).toBe(202);
    app = newServer();
    const refused = await call("POST", "/weekly-summary/send", {});
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      `You have had ${testsPerHour} summaries sent in the last hour. Please try again later.`,
    );
    expect((await call("POST", `/newsletter/${loadNewsletterIssues().at(-1)?.number}/test`, {})).status).toBe(202);
    await smtp.waitForMails(testsPerHour + 1);
  });

  it(`refuses the ${testsPerHour + 1}th test in an hour, of drafts and issues together, with a message`, async () => {
    const { id } = await draftWithPicture();
    const issue = loadNewsletterIssues().at(-1)?.number;
    for (let sent = 0; sent < testsPerHour; sent++) {
      const path = sent % 2 === 0 ? `/newsletter/drafts/${id}/test` : `/newsletter/${issue}/test`;
      expect((await call("POST", path, {})).status).toBe(202);
    }
    // A restarted server, or the second server on the same database, counts the same hour.
    app = newServer();
    const refused = await call("POST", `/newsletter/drafts/${id}/test`, {});
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(`You have sent ${testsPerHour} tests in the last hour. Please try again later.`);
    await smtp.waitForMails(testsPerHour);
    expect(smtp.received.every((mail) => mail.recipients[0] === coach)).toBe(true);
  });

  it("is refused without a session, and for an address that is not one, keeping the count", async () => {
    const { id } = await draftWithPicture();
    expect((await call("POST", `/newsletter/drafts/${id}/test`, {}, {})).status).toBe(401);
    const wrong = await call("POST", `/newsletter/drafts/${id}/test`, { email: "not an address" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.email).toBeTruthy();
    expect((await call("POST", "/newsletter/drafts/999999/test", {})).status).toBe(404);
  });
});
