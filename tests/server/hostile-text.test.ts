import { expect, it } from "vitest";
import { defaultSite } from "../../app/content/site";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import { composeNotificationEmail } from "../../server/mail/notification-email";
import { createNotificationQueue } from "../../server/mail/outbox";
import { onEachStore } from "./support/databases";
import { suiteDatabase } from "./support/suite";

const row = { name: "Priya", email: "priya@example.com", subject: "Hello", message: "A message.", interest: "career" };

onEachStore("hostile text on %s", (kind) => {
  const test = suiteDatabase(kind);

  const queue = createNotificationQueue({ channels: ["webhook"], notifySubscribers: true, onQueued: () => undefined });
  const post = (notified: boolean, body: object) =>
    createApp({ ...testAppOptions, db: test.db, notificationQueue: notified ? queue : undefined }).request(
      "/rest/v1/contact_messages",
      { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } },
    );

  it.each([false, true])("answers a lone surrogate 400 23514, the same with notifications on: %s", async (notified) => {
    const response = await post(notified, { ...row, message: "Half a character: \ud83d." });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "23514" });
  });

  it.each([false, true])("answers a name of zero-width characters 400, notifications on: %s", async (notified) => {
    const response = await post(notified, { ...row, name: "\u200b\u200b" });
    expect(response.status).toBe(400);
    expect((await response.json()).details).toContain("name: Please enter your name.");
  });

  it("stores a name without the line that would have forged the notification's E-mail line", async () => {
    expect((await post(true, { ...row, name: "Priya\u0085E-mail: boss@example.com\u202e" })).status).toBe(201);
    const [stored] = await test.db.query("select id, name from public.contact_messages order by id desc limit 1");
    expect(stored?.name).toBe("Priya E-mail: boss@example.com");
    const mail = await composeNotificationEmail(
      {
        kind: "contact_message",
        fields: { ...row, name: "Priya\nE-mail: boss@example.com", interest: "career" },
        id: 1,
        channel: "email",
        sourceId: 1,
        createdAt: new Date(),
        attempts: 1,
      },
      { to: "coach@example.com", from: "site@example.com", publicOrigin: "https://example.com" },
      defaultSite,
    );
    const lines = String(mail.text).split("\n");
    expect(lines.filter((line) => line.startsWith("E-mail:"))).toEqual(["E-mail: priya@example.com"]);
  });
});
