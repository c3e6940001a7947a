/**
 * Issue 48's bar: once she has saved every setting of Your details with a value of her own, nothing the server sends or
 * shows her carries a `sample(…)` value of app/content/: no e-mail of any kind, no draft opened from an archive issue,
 * no preview, and none of the issues the pages are rendered from (the pages themselves:
 * tests/integration/no-sample-once-saved.test.ts).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadNewsletterIssues } from "../../app/content/newsletter.server";
import { digestMail } from "../../server/mail/notification-digest";
import { composeNotificationEmail } from "../../server/mail/notification-email";
import { shownIssues, siteContentOf } from "../../server/newsletter/site-content";
import { siteOf } from "../../server/settings/current";
import { saveSettings } from "../../server/settings/store";
import { signInMail } from "../../server/sign-in/sign-in-mail";
import { alreadySubscribedMail, confirmationMail, welcomeMail } from "../../server/subscriptions/mail";
import { lastWeek, weeklySummaryMail } from "../../server/summary/weekly-summary";
import { onEachStore } from "./support/databases";
import { issueRow } from "./support/newsletter-issue";
import { everyOwnSetting, samplesLeftIn, sampleTexts } from "./support/own-settings";
import { backOfficeApi, publishingCoach as coach, jsonOf, publishingApp } from "./support/publishing-app";
import { sessionCookie, suiteDatabase } from "./support/suite";

const origin = "https://www.realcoach.example";
const archive = loadNewsletterIssues().map((issue) => issue.number);

onEachStore("every setting her own, on %s", (kind) => {
  const test = suiteDatabase(kind);
  let cookie = "";
  let app: ReturnType<typeof publishingApp>;

  beforeAll(async () => {
    await test.db.query("truncate public.site_settings, public.site_setting_changes");
    await saveSettings(test.db, everyOwnSetting(), coach);
    cookie = await sessionCookie(test.db, coach);
    app = publishingApp(test.db);
  });
  afterAll(async () => {
    await test.db.query("truncate public.site_settings, public.site_setting_changes");
  });

  const call = backOfficeApi(
    () => app,
    () => cookie,
  );
  const whole = (parts: object) => JSON.stringify(parts);

  it("knows what to look for: the sample name, address, e-mail and links", () => {
    expect(sampleTexts).toEqual(expect.arrayContaining(["Claire Whitmore", "Claire", "hello@nextmovestrategy.co.uk"]));
  });

  it("sends no sample in any kind of e-mail: confirmation, already subscribed, welcome, sign-in, notifications, digest, Monday summary", async () => {
    const to = "reader@example.com";
    // Her details as every sender reads them from the database.
    const site = await siteOf(test.db);
    const notify = { to: "her@realcoach.example", from: "site@realcoach.example", publicOrigin: origin };
    const queued = { id: 1, channel: "email" as const, sourceId: 1, createdAt: new Date(), attempts: 1 };
    const mails = {
      confirmation: await confirmationMail(site, to, `${origin}/newsletter/confirm?token=x`),
      alreadySubscribed: await alreadySubscribedMail(site, to),
      welcome: await welcomeMail(site, to, origin, `${origin}/newsletter/unsubscribe?token=x`),
      signIn: await signInMail(site, to, `${origin}/admin/sign-in?token=x`, "123456"),
      contactNotification: await composeNotificationEmail(
        {
          ...queued,
          kind: "contact_message",
          fields: { name: "A reader", email: to, subject: "Hello", message: "A question.", interest: "career" },
        },
        notify,
        site,
      ),
      subscriberNotification: await composeNotificationEmail(
        { ...queued, kind: "subscriber", fields: { email: to } },
        notify,
        site,
      ),
      digest: await digestMail(3, site, `${origin}/admin/messages`),
      mondaySummary: await weeklySummaryMail(test.db, lastWeek(new Date()), origin),
    };
    for (const [name, mail] of Object.entries(mails)) expect(samplesLeftIn(whole(mail)), name).toEqual([]);
  });

  it.each(archive)(
    "shows issue %i with no sample: its edition, the draft Edit opens, that draft's previews and its page",
    async (number) => {
      const edition = await jsonOf<Record<string, string>>(call("GET", `/newsletter/${number}/preview`));
      expect(samplesLeftIn(whole(edition)), "edition").toEqual([]);

      const draft = await issueRow(test.db, number);
      expect(samplesLeftIn(whole(draft)), "draft").toEqual([]);
      const preview = await jsonOf<Record<string, string>>(call("POST", "/newsletter/preview", { ...draft, draftId: draft.id }));
      expect(samplesLeftIn(whole(preview)), "previews").toEqual([]);

      const page = shownIssues(await siteContentOf(test.db)).find((issue) => issue.number === number);
      expect(samplesLeftIn(whole(page ?? {})), "page").toEqual([]);
    },
  );
});
