import { createServer, type Server } from "node:http";
import type { AddressObject } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { rawHeader } from "../../scripts/support/smtp-sink";
import { createApp } from "../../server/app";
import { createNotifications, type NotificationSettings, type Notifications } from "../../server/mail/notifications";
import { defaultRetryDelaysMs, retryDelayMs } from "../../server/mail/notifier";
import { queueMail } from "../../server/mail/outbox";
import { onEachStore } from "./support/databases";
import { eventually } from "./support/eventually";
import { suiteDatabase, suiteSmtpServer } from "./support/suite";

const coach = "coach@example.com";
const fastRetries = { retryDelaysMs: [100], pollIntervalMs: 25 };

const priya = {
  name: "Priya Shah",
  email: "priya@example.com",
  subject: "Moving into consulting",
  message: "Hello Claire,\nI lead a data team and want to go independent.",
  interest: "consulting",
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const firstAddress = (field: AddressObject | AddressObject[] | undefined) => (Array.isArray(field) ? field[0] : field)?.value[0];

describe("the retry schedule", () => {
  it("waits 1, 5 and 30 minutes, then an hour for every further attempt", () => {
    const minutes = [1, 2, 3, 4, 5, 9].map((attempts) => retryDelayMs(attempts, defaultRetryDelaysMs) / 60_000);
    expect(minutes).toEqual([1, 5, 30, 60, 60, 60]);
  });
});

onEachStore("notifications on %s", (kind) => {
  const test = suiteDatabase(kind, "public.subscribers, public.contact_messages, public.notification_outbox");
  const smtp = suiteSmtpServer();
  let running: Notifications[] = [];
  const logged: string[] = [];

  beforeEach(async () => {
    // A test that stopped the SMTP server leaves it down.
    await smtp.start().catch(() => undefined);
  });
  afterEach(async () => {
    await Promise.all(running.map((notifications) => notifications.notifier.stop()));
    running = [];
  });

  /** One server: the API and a started worker, as server/index.ts wires them. */
  function startServer(settings: Partial<NotificationSettings> = {}) {
    const notifications = createNotifications(
      test.db,
      { SMTP_URL: smtp.url, NOTIFY_TO: coach, NOTIFY_FROM: "site@example.com", NOTIFY_SUBSCRIBERS: false, ...settings },
      { ...fastRetries, log: (message) => logged.push(message) },
    );
    if (notifications) {
      notifications.notifier.start();
      running.push(notifications);
    }
    return createApp({
      db: test.db,
      ...testAppOptions,
      notificationQueue: notifications?.queue,
    });
  }

  const post = (app: ReturnType<typeof createApp>, table: string, row: object) =>
    app.request(`/rest/v1/${table}`, {
      method: "POST",
      body: JSON.stringify(row),
      headers: { "Content-Type": "application/json" },
    });

  const outbox = () =>
    test.db.query("select channel, kind, attempts, last_error, sent_at from public.notification_outbox order by id");

  it("e-mails a contact message to the coach, with the visitor as Reply-To", async () => {
    const app = startServer();
    expect((await post(app, "contact_messages", priya)).status).toBe(201);
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.recipients).toEqual([coach]);
    const parsed = mail?.parsed;
    expect(firstAddress(parsed?.replyTo)).toEqual({ name: "Priya Shah", address: "priya@example.com" });
    expect(firstAddress(parsed?.to)?.address).toBe(coach);
    expect(firstAddress(parsed?.from)?.address).toBe("site@example.com");
    expect(parsed?.subject).toBe("Contact form: Moving into consulting (from Priya Shah)");
    expect(parsed?.text).toContain("Name: Priya Shah");
    expect(parsed?.text).toContain("E-mail: priya@example.com");
    expect(parsed?.text).toContain("Interest: Corporate to Consultant Jumpstart (consulting)");
    expect(parsed?.text).toContain("Subject: Moving into consulting");
    expect(parsed?.text).toContain(priya.message);
    await eventually(async () => ((await outbox())[0]?.sent_at ? true : undefined));
    expect(await outbox()).toMatchObject([{ channel: "email", kind: "contact_message", attempts: 1, last_error: null }]);
  });

  it("sends a prepared e-mail to its own recipient, with its headers, once", async () => {
    const notifications = createNotifications(
      test.db,
      { SMTP_URL: smtp.url, NOTIFY_TO: coach, NOTIFY_FROM: "site@example.com", NOTIFY_SUBSCRIBERS: false },
      { ...fastRetries, log: (message) => logged.push(message) },
    );
    if (!notifications) throw new Error("SMTP is configured, so notifications exist");
    expect(notifications.sendsMail).toBe(true);
    notifications.notifier.start();
    running.push(notifications);
    await queueMail(test.db, {
      to: "reader@example.com",
      subject: "Please confirm\nBcc: victim@example.com",
      text: "Press the button on the page to confirm.",
      html: "<p>Press the button on the page to confirm.</p>",
      headers: { "List-Unsubscribe": "<https://www.example.test/newsletter/unsubscribe?token=abc>" },
      messageId: "<confirm-1@example.test>",
    });
    notifications.notifier.wake();

    const [mail] = await smtp.waitForMails(1);
    expect(mail?.recipients).toEqual(["reader@example.com"]);
    expect(mail?.parsed.subject).toBe("Please confirm Bcc: victim@example.com");
    expect(mail?.parsed.text?.trim()).toBe("Press the button on the page to confirm.");
    expect(mail?.parsed.html).toContain("<p>Press the button on the page to confirm.</p>");
    expect(mail?.parsed.messageId).toBe("<confirm-1@example.test>");
    expect(mail && rawHeader(mail.parsed, "List-Unsubscribe")).toBe(
      "<https://www.example.test/newsletter/unsubscribe?token=abc>",
    );
    expect(firstAddress(mail?.parsed.from)?.address).toBe("site@example.com");
    await eventually(async () => ((await outbox())[0]?.sent_at ? true : undefined));
    expect(await outbox()).toMatchObject([{ channel: "email", kind: "mail", attempts: 1, last_error: null }]);
  });

  it("keeps the notification queued while SMTP is down, then sends it exactly once", async () => {
    await smtp.stop();
    const app = startServer();
    expect((await post(app, "contact_messages", priya)).status).toBe(201);
    expect(await test.db.query("select name from public.contact_messages")).toEqual([{ name: "Priya Shah" }]);
    const [failing] = await eventually(async () => {
      const rows = await outbox();
      return rows[0]?.last_error ? rows : undefined;
    });
    expect(failing).toMatchObject({ sent_at: null, last_error: expect.stringMatching(/ECONNREFUSED/) });

    await smtp.start();
    await smtp.waitForMails(1);
    await pause(300);
    expect(smtp.received).toHaveLength(1);
    expect((await outbox())[0]?.sent_at).toBeInstanceOf(Date);
  });

  it("loses nothing and sends nothing twice across a restart", async () => {
    let app = startServer();
    await post(app, "contact_messages", { ...priya, subject: "Before the outage" });
    await smtp.waitForMails(1);
    await eventually(async () => ((await outbox())[0]?.sent_at ? true : undefined));

    await smtp.stop();
    await post(app, "contact_messages", { ...priya, subject: "During the outage" });
    await eventually(async () => ((await outbox())[1]?.last_error ? true : undefined));

    await Promise.all(running.map((notifications) => notifications.notifier.stop()));
    await test.reopen();
    await smtp.start();
    app = startServer();

    await smtp.waitForMails(2);
    await pause(300);
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual([
      "Contact form: Before the outage (from Priya Shah)",
      "Contact form: During the outage (from Priya Shah)",
    ]);
    expect((await outbox()).every((row) => row.sent_at instanceof Date)).toBe(true);
  });

  it("sends each notification once with several servers on one database", async () => {
    const apps = [startServer(), startServer(), startServer()];
    const perServer = [0, 1, 2, 3];
    const subjects = apps.flatMap((_, server) => perServer.map((index) => `Message ${server}.${index}`));
    await Promise.all(
      apps.flatMap((app, server) =>
        perServer.map((index) => post(app, "contact_messages", { ...priya, subject: `Message ${server}.${index}` })),
      ),
    );
    await smtp.waitForMails(subjects.length);
    await pause(300);
    const received = smtp.received.map((mail) => mail.parsed.subject).sort();
    expect(received).toEqual(subjects.map((subject) => `Contact form: ${subject} (from Priya Shah)`).sort());
  });

  it("keeps line breaks in the name and subject out of the headers", async () => {
    const app = startServer();
    const attack = {
      ...priya,
      name: "Eve\r\nBcc: victim@example.com",
      subject: "Hello\r\nX-Injected: yes\n\nForged body",
    };
    expect((await post(app, "contact_messages", attack)).status).toBe(201);
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.recipients).toEqual([coach]);
    const headers = mail?.parsed.headers;
    expect(headers?.has("bcc")).toBe(false);
    expect(headers?.has("x-injected")).toBe(false);
    expect(mail?.parsed.subject).toBe("Contact form: Hello X-Injected: yes Forged body (from Eve Bcc: victim@example.com)");
    expect(firstAddress(mail?.parsed.replyTo)).toEqual({ name: "Eve Bcc: victim@example.com", address: "priya@example.com" });
    expect(mail?.parsed.text).toContain("Forged body");
  });

  it("tells of new subscribers only with NOTIFY_SUBSCRIBERS", async () => {
    expect((await post(startServer(), "subscribers", { email: "quiet@example.com" })).status).toBe(201);
    expect(await outbox()).toEqual([]);

    await post(startServer({ NOTIFY_SUBSCRIBERS: true }), "subscribers", { email: "ada@example.com" });
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.parsed.subject).toBe("New newsletter subscriber: ada@example.com");
    expect(mail?.parsed.replyTo).toBeUndefined();
  });

  it("queues nothing when neither SMTP nor a webhook is configured", async () => {
    const app = startServer({ SMTP_URL: undefined });
    expect(running).toEqual([]);
    expect((await post(app, "contact_messages", priya)).status).toBe(201);
    expect(await outbox()).toEqual([]);
  });

  it("posts to the webhook as JSON, retrying until it answers 2xx", async () => {
    const bodies: unknown[] = [];
    let answers = [500, 200];
    const webhook: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const [status = 200, ...rest] = answers;
        answers = rest;
        if (status === 200) bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
    try {
      const address = webhook.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const app = startServer({ SMTP_URL: undefined, NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` });
      await post(app, "contact_messages", priya);
      await eventually(async () => (bodies.length > 0 ? true : undefined));
      await pause(300);
      expect(bodies).toEqual([expect.objectContaining({ kind: "contact_message", fields: priya })]);
      expect(await outbox()).toMatchObject([{ channel: "webhook", attempts: 2, last_error: expect.stringMatching(/500/) }]);
    } finally {
      await new Promise((resolve) => webhook.close(resolve));
    }
  });

  it("lets visitors neither read nor write the outbox", async () => {
    await expect(test.db.queryAsAnon("select * from public.notification_outbox")).rejects.toMatchObject({ code: "42501" });
    await expect(
      test.db.queryAsAnon(
        "insert into public.notification_outbox (channel, kind, source_id, payload) values ('email', 'subscriber', 1, '{}')",
      ),
    ).rejects.toMatchObject({ code: "42501" });
  });
});
