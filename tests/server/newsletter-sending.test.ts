import { SMTPServer } from "smtp-server";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadNewsletterIssues } from "../../app/content/newsletter.server";
import { testAppOptions } from "../../scripts/support/site-stub";
import { rawHeader, type SmtpRefusal } from "../../scripts/support/smtp-sink";
import type { createApp } from "../../server/app";
import { emailPreviewPolicy } from "../../server/http/content-security-policy";
import type { Notifications } from "../../server/mail/notifications";
import { releaseClaimsOfStoppedServer } from "../../server/mail/outbox";
import { classifyRefusal } from "../../server/newsletter/delivery";
import { saveSettings } from "../../server/settings/store";
import { createSubscriptionLifecycle, eraseEverythingAbout, importSubscribers } from "../../server/subscriptions";
import { hashToken } from "../../server/subscriptions/statements";
import { onEachStore } from "./support/databases";
import { eventually } from "./support/eventually";
import { startOutboxWorker } from "./support/outbox-worker";
import { mailingApp } from "./support/publishing-app";
import { signedIn, suiteDatabase, suiteSmtpServer } from "./support/suite";

const coach = "coach@example.com";
const origin = testAppOptions.publicOrigin;
const issue = loadNewsletterIssues().at(-1)?.number ?? 1;
const quotaPauseMs = 400;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("what an SMTP refusal means for a send", () => {
  it.each([
    [{ responseCode: 550, response: "550 5.4.5 Daily user sending quota exceeded." }, "quota"],
    [{ responseCode: 421, response: "421 4.7.0 Try again later, closing connection." }, "quota"],
    [{ responseCode: 451, response: "451 4.7.1 Rate limit exceeded" }, "quota"],
    [{ responseCode: 452, response: "452 4.5.3 Too many recipients" }, "quota"],
    [{ code: "EAUTH", responseCode: 535, response: "535 5.7.8 Username and Password not accepted" }, "sign-in"],
    [{ code: "EENVELOPE", responseCode: 550, response: "550 5.1.1 The email account does not exist" }, "mailbox"],
    [{ code: "EENVELOPE", responseCode: 451, response: "451 4.7.1 Greylisted, please try again" }, "temporary"],
    [{ code: "ECONNECTION", message: "connect ECONNREFUSED 127.0.0.1:25" }, "temporary"],
  ])("%j is %s", (error, refusal) => {
    expect(classifyRefusal(error)).toBe(refusal);
  });
});

onEachStore("sending the newsletter on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    `public.subscribers, public.notification_outbox, public.newsletter_sends, public.newsletter_recipients,
     public.suppressed_addresses, public.erased_address_fingerprints, public.subscription_tokens, public.admin_sessions, public.admin_test_sends,
     public.site_settings, public.site_setting_changes`,
  );
  let refusal: (address: string) => SmtpRefusal | undefined = () => undefined;
  const smtp = suiteSmtpServer({ refuse: (address) => refusal(address) });
  const cookie = signedIn(test, coach);
  /** Where the workers send: the test SMTP server, unless a test points them elsewhere. */
  let smtpUrl = "";
  let workers: Notifications[] = [];
  let app: ReturnType<typeof createApp>;

  /** One server's outbox worker, as server/index.ts starts it, with the rate limit off. */
  function startWorker() {
    const worker = startOutboxWorker(
      test.db,
      smtpUrl,
      coach,
      { NEWSLETTER_FROM: "letters@example.com", NEWSLETTER_RATE_PER_MINUTE: 0, PUBLIC_ORIGIN: origin },
      { retryDelaysMs: [50], pollIntervalMs: 25, quotaPauseMs, log: () => undefined },
    );
    workers.push(worker);
    return worker;
  }

  function startApp(ratePerMinute = 0) {
    const worker = workers[0];
    const wakeEach = () => {
      for (const each of workers) each.notifier.wake();
    };
    const newsletter = { from: "letters@example.com", ratePerMinute };
    return mailingApp(test.db, coach, wakeEach, { newsletter }, { notificationQueue: worker?.queue });
  }

  const call = (method: string, path: string, body?: unknown, withCookie = cookie()) =>
    app.request(`/admin/api/newsletter${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: origin, ...(withCookie ? { Cookie: withCookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** The send once it is in `state`, waiting for it. */
  const once = (state: string) =>
    eventually(async () => {
      const send = await progress();
      return send?.state === state ? send : undefined;
    });

  const startSending = () => call("POST", `/${issue}/send`, { confirm: true });

  async function progress() {
    const list = (await (await call("GET", "")).json()) as { issues: { number: number; send: Record<string, unknown> | null }[] };
    return list.issues.find((each) => each.number === issue)?.send ?? null;
  }

  const recipients = () =>
    test.db.query("select email, status, error from public.newsletter_recipients where issue_number = $1 order by email", [
      issue,
    ]);

  const editionRecipients = () =>
    editions()
      .map((mail) => mail.recipients[0])
      .sort();

  const editions = () => smtp.received.filter((mail) => mail.parsed.messageId?.startsWith("<newsletter-issue-"));

  beforeAll(() => {
    smtpUrl = smtp.url;
  });
  beforeEach(() => {
    refusal = () => undefined;
    app = startApp();
  });
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.notifier.stop()));
    workers = [];
  });

  const subscribe = (...emails: string[]) =>
    importSubscribers(
      test.db,
      emails.map((email, index) => ({ line: index + 1, email })),
      { source: "tests" },
    );

  /** Sends to `emails` with the mail server answering every recipient with `answer`, and waits for the send to pause. */
  async function pausedBy(answer: SmtpRefusal, ...emails: string[]) {
    await subscribe(...emails);
    refusal = () => answer;
    startWorker();
    expect((await startSending()).status).toBe(201);
    return once("paused");
  }

  it("fixes the recipients once, however often and from however many servers the send is started", async () => {
    await subscribe("ada@example.com", "ben@example.com", "cleo@example.com");
    startWorker();
    startWorker();
    const answers = await Promise.all([startSending(), startSending(), startSending()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    await subscribe("late@example.com");
    expect((await startSending()).status).toBe(409);

    await once("sent");
    await pause(200);
    const sent = editions();
    expect(sent.map((mail) => mail.recipients[0]).sort()).toEqual(["ada@example.com", "ben@example.com", "cleo@example.com"]);
    expect(await progress()).toMatchObject({ recipients: 3, sent: 3, queued: 0, failed: 0, state: "sent" });

    const unsubscribeLinks = sent.map((mail) => rawHeader(mail.parsed, "List-Unsubscribe")?.match(/<(http[^>]+)>/)?.[1]);
    expect(new Set(unsubscribeLinks).size).toBe(3);
    for (const [index, mail] of sent.entries()) {
      const link = unsubscribeLinks[index] ?? "";
      expect(link).toMatch(new RegExp(`^${origin}/newsletter/unsubscribe\\?token=`));
      expect(mail.parsed.text).toContain(link);
      expect(mail.parsed.html).toContain(link);
      expect(rawHeader(mail.parsed, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.parsed.from?.value[0]?.address).toBe("letters@example.com");
      expect(mail.parsed.subject).toBe(loadNewsletterIssues().at(-1)?.title);
      expect(mail.parsed.text).toContain(
        `Read it on the web ${origin}/newsletter/issue-${issue}?utm_source=newsletter&utm_campaign=issue-${issue}`,
      );
      expect(mail.parsed.html).toContain(`${origin}/contact?utm_source=newsletter&amp;utm_campaign=issue-${issue}`);
      expect(mail.parsed.html).not.toMatch(/<img/);
    }
    const [stored] = await test.db.query(
      "select count(*)::int as tokens from public.subscription_tokens where purpose = 'unsubscribe' and token_hash = $1",
      [hashToken(new URL(unsubscribeLinks[0] ?? "").searchParams.get("token") ?? "")],
    );
    expect(stored?.tokens).toBe(1);
  });

  it("answers each edition and its test to the address she saved in Your details, as it is when the edition goes", async () => {
    await saveSettings(test.db, { email: "claire@realcoach.example" }, coach);
    await subscribe("ada@example.com", "ben@example.com");
    expect((await startSending()).status).toBe(201);
    await saveSettings(test.db, { email: "replies@realcoach.example" }, coach);
    startWorker();
    await once("sent");
    expect(
      editions()
        .map((mail) => [mail.recipients[0], mail.parsed.replyTo?.text])
        .sort(),
    ).toEqual([
      ["ada@example.com", "replies@realcoach.example"],
      ["ben@example.com", "replies@realcoach.example"],
    ]);

    smtp.received.length = 0;
    expect((await call("POST", `/${issue}/test`, {})).status).toBe(202);
    const [testMail] = await smtp.waitForMails(1);
    expect(testMail?.parsed.subject).toMatch(/^\[Test\] /);
    expect(testMail?.parsed.replyTo?.text).toBe("replies@realcoach.example");
  });

  it("skips someone who unsubscribes after the send started", async () => {
    await subscribe("ada@example.com", "ben@example.com", "cleo@example.com");
    expect((await startSending()).status).toBe(201);
    await test.db.query("insert into public.subscription_tokens (token_hash, email, purpose) values ($1, $2, 'unsubscribe')", [
      hashToken("ben-leaves"),
      "ben@example.com",
    ]);
    const lifecycle = createSubscriptionLifecycle({
      db: test.db,
      publicOrigin: origin,
      confirmMaxPerDay: 10,
      sendsMail: true,
      wake: () => undefined,
    });
    expect(await lifecycle.unsubscribe("ben-leaves", "/newsletter/unsubscribe")).toBe("done");
    startWorker();
    await once("sent");
    expect(editionRecipients()).toEqual(["ada@example.com", "cleo@example.com"]);
    expect(await recipients()).toMatchObject([
      { email: "ada@example.com", status: "sent" },
      { email: "ben@example.com", status: "skipped" },
      { email: "cleo@example.com", status: "sent" },
    ]);
  });

  it("fails a refused mailbox, suppresses it with the reason, goes on, and retries it once reactivated", async () => {
    await subscribe("ada@example.com", "gone@example.com", "cleo@example.com");
    refusal = (address) => (address === "gone@example.com" ? { code: 550, message: "5.1.1 No such mailbox here" } : undefined);
    startWorker();
    expect((await startSending()).status).toBe(201);
    await once("sent");
    expect(editionRecipients()).toEqual(["ada@example.com", "cleo@example.com"]);
    expect(await progress()).toMatchObject({ sent: 2, failed: 1, queued: 0 });
    const list = await (await call("GET", "")).json();
    expect(list.refused).toEqual([
      expect.objectContaining({ email: "gone@example.com", reason: expect.stringContaining("5.1.1 No such mailbox here") }),
    ]);
    expect(list.recipients).toBe(2);

    const retriedTooSoon = await (await call("POST", `/${issue}/retry-failed`, {})).json();
    expect(retriedTooSoon.message).toBe("0 failed recipients are being tried again.");
    refusal = () => undefined;
    expect((await call("POST", "/refused/reactivate", { email: "gone@example.com" })).status).toBe(200);
    expect((await call("POST", `/${issue}/retry-failed`, {})).status).toBe(200);
    await eventually(async () => ((await progress())?.sent === 3 ? true : undefined));
    expect(editionRecipients()).toEqual(["ada@example.com", "cleo@example.com", "gone@example.com"]);
  });

  it("pauses on the provider's quota without failing anyone, and resumes by itself when the window clears", async () => {
    const quota = { code: 550, message: "5.4.5 Daily user sending quota exceeded." };
    const paused = await pausedBy(quota, "ada@example.com", "ben@example.com", "cleo@example.com");
    expect(paused).toMatchObject({
      failed: 0,
      queued: 3,
      pausedReason: expect.stringContaining("5.4.5 Daily user sending quota exceeded"),
    });
    expect(paused.pausedUntil).not.toBeNull();
    refusal = () => undefined;
    await once("sent");
    expect(await progress()).toMatchObject({ sent: 3, failed: 0, pausedReason: null });
    expect(editions()).toHaveLength(3);
    const [suppressed] = await test.db.query("select count(*)::int as count from public.suppressed_addresses");
    expect(suppressed?.count).toBe(0);
  });

  it("pauses the whole send after 10 failures in a row and shows why", async () => {
    const busy = { code: 450, message: "4.2.0 Mailbox temporarily unavailable" };
    const paused = await pausedBy(busy, "ada@example.com", "ben@example.com");
    expect(paused).toMatchObject({
      failed: 0,
      queued: 2,
      pausedUntil: null,
      pausedReason: expect.stringContaining("10 e-mails in a row"),
    });
    refusal = () => undefined;
    await pause(300);
    expect(editions()).toHaveLength(0);
    expect((await call("POST", `/${issue}/resume`, {})).status).toBe(200);
    await once("sent");
    expect(editions()).toHaveLength(2);
  });

  it("offers the mail server nothing more once a send pauses, and keeps no unsubscribe link for editions not sent", async () => {
    const readers = Array.from({ length: 12 }, (_, index) => `reader${index}@example.com`);
    const asked: string[] = [];
    await subscribe(...readers);
    refusal = (address) => {
      asked.push(address);
      return { code: 450, message: "4.2.0 Mailbox temporarily unavailable" };
    };
    startWorker();
    expect((await startSending()).status).toBe(201);
    await once("paused");
    await pause(200);
    expect(asked).toHaveLength(10);
    const [tokens] = await test.db.query("select count(*)::int as count from public.subscription_tokens");
    expect(tokens?.count).toBe(0);
  });

  it("stops at the edition in hand when she pauses mid-batch, so the screen's figures are what the mail server received", async () => {
    const readers = Array.from({ length: 30 }, (_, index) => `reader${String(index).padStart(2, "0")}@example.com`);
    await subscribe(...readers);
    let pausing: Promise<Response> | undefined;
    refusal = () => {
      if (editions().length >= 5) pausing ??= Promise.resolve(call("POST", `/${issue}/pause`, {}));
      return undefined;
    };
    startWorker();
    expect((await startSending()).status).toBe(201);
    const paused = await eventually(async () => pausing);
    expect(paused.status).toBe(200);
    await pause(400);
    const received = editions().length;
    expect(received).toBeGreaterThanOrEqual(5);
    // The worker claims 20 at a time: a pause must not wait for the rest of the batch.
    expect(received).toBeLessThanOrEqual(8);
    expect(await progress()).toMatchObject({ state: "paused", sent: received, queued: 30 - received, failed: 0 });
    const [tokens] = await test.db.query("select count(*)::int as count from public.subscription_tokens");
    expect(tokens?.count).toBe(received);

    expect((await call("POST", `/${issue}/resume`, {})).status).toBe(200);
    // 30 editions one after another: longer than `once` waits on a busy machine.
    await eventually(async () => ((await progress())?.state === "sent" ? true : undefined), 60_000);
    expect(editionRecipients()).toEqual(readers);
    expect(await progress()).toMatchObject({ sent: 30, queued: 0 });
  });

  it("gives back the rest of its batch when a server stops mid-send: due at once, the attempt not counted", async () => {
    await subscribe("ada@example.com", "ben@example.com", "cleo@example.com", "dev@example.com");
    const worker = startWorker();
    let stopping: Promise<void> | undefined;
    refusal = () => {
      stopping ??= worker.notifier.stop();
      return undefined;
    };
    expect((await startSending()).status).toBe(201);
    const stopped = await eventually(async () => (stopping ? { stopping } : undefined));
    await stopped.stopping;
    const rows = await test.db.query(
      "select sent_at, claimed_until, attempts from public.notification_outbox where kind = 'newsletter' order by id",
    );
    expect(rows.filter((row) => row.sent_at !== null)).toHaveLength(1);
    expect(rows.filter((row) => row.sent_at === null)).toEqual(
      Array.from({ length: 3 }, () => ({ sent_at: null, claimed_until: null, attempts: 0 })),
    );
  });

  it("pauses the whole send when the mail server refuses to sign in, and shows why", async () => {
    await subscribe("ada@example.com", "ben@example.com");
    const locked = new SMTPServer({
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth: (_auth, _session, callback) =>
        callback(Object.assign(new Error("5.7.8 Username and Password not accepted"), { responseCode: 535 })),
    });
    await new Promise<void>((resolve) => locked.listen(0, "127.0.0.1", resolve));
    const { port } = locked.server.address() as { port: number };
    smtpUrl = `smtp://coach:wrong-password@127.0.0.1:${port}`;
    try {
      startWorker();
      expect((await startSending()).status).toBe(201);
      const paused = await once("paused");
      expect(paused).toMatchObject({ failed: 0, queued: 2, pausedUntil: null });
      expect(paused.pausedReason).toMatch(
        /^The mail server refused to sign in \(.*5\.7\.8 Username and Password not accepted.*\)\. Check SMTP_URL, then resume\.$/,
      );
    } finally {
      smtpUrl = smtp.url;
      await new Promise<void>((resolve) => locked.close(() => resolve()));
    }
  });

  it("lets the coach pause and resume, and after a restart sends nobody twice", async () => {
    const everyone = Array.from({ length: 8 }, (_, index) => `reader${index}@example.com`);
    await subscribe(...everyone);
    app = startApp(600);
    startWorker();
    expect((await startSending()).status).toBe(201);
    await eventually(async () => (editions().length >= 2 ? true : undefined));
    expect((await call("POST", `/${issue}/pause`, {})).status).toBe(200);
    expect(await progress()).toMatchObject({ state: "paused", pausedUntil: null });
    await pause(400);
    const beforeRestart = editions().length;
    expect(beforeRestart).toBeLessThan(8);

    await Promise.all(workers.map((worker) => worker.notifier.stop()));
    workers = [];
    // As a server killed mid-send leaves it: one edition claimed by a worker that is gone.
    await test.db.query(
      `update public.notification_outbox set claimed_until = now() + interval '300 milliseconds'
       where id = (select min(id) from public.notification_outbox where kind = 'newsletter' and sent_at is null)`,
    );
    await test.reopen();
    app = startApp(600);
    startWorker();
    await pause(200);
    expect(editions()).toHaveLength(beforeRestart);
    expect((await call("POST", `/${issue}/resume`, {})).status).toBe(200);
    await once("sent");
    await pause(200);
    const delivered = editions().map((mail) => mail.recipients[0]);
    expect(delivered.sort()).toEqual(everyone.sort());
  });

  it("forgets which issues went to an address when everything about it is erased", async () => {
    await subscribe("ada@example.com", "ben@example.com");
    startWorker();
    expect((await startSending()).status).toBe(201);
    await once("sent");
    const report = await eraseEverythingAbout(test.db, "ada@example.com");
    expect(report.newsletterDeliveries).toBe(1);
    expect((await recipients()).map((row) => row.email)).toEqual(["ben@example.com"]);
  });

  it("erasing bob@… leaves jimbob@…'s queued edition alone: it goes out and the send finishes", async () => {
    await subscribe("bob@example.com", "jimbob@example.com");
    expect((await startSending()).status).toBe(201);
    await eraseEverythingAbout(test.db, "bob@example.com");
    startWorker();
    await once("sent");
    expect(editionRecipients()).toEqual(["jimbob@example.com"]);
    expect(await recipients()).toMatchObject([{ email: "jimbob@example.com", status: "sent" }]);
  });

  it("frees the claims of a killed server at start only where no other server can hold one (the embedded database)", async () => {
    await subscribe("ada@example.com");
    expect((await startSending()).status).toBe(201);
    await test.db.query("update public.notification_outbox set claimed_until = now() + interval '1 hour'");
    await releaseClaimsOfStoppedServer(test.db);
    const [row] = await test.db.query("select claimed_until from public.notification_outbox");
    expect(row?.claimed_until === null).toBe(kind === "pglite");
  });

  it("previews an issue and sends a test to the signed-in coach only", async () => {
    await subscribe("ada@example.com");
    startWorker();
    const preview = await (await call("GET", `/${issue}/preview`)).json();
    expect(preview.subject).toBe(loadNewsletterIssues().at(-1)?.title);
    expect(preview.html).toContain("<table");
    expect(preview.text).toContain("Read it on the web");
    const framed = await call("GET", `/${issue}/preview.html`);
    expect(framed.headers.get("content-type")).toMatch(/^text\/html/);
    expect(framed.headers.get("content-security-policy")).toBe(emailPreviewPolicy);
    expect(framed.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(await framed.text()).toBe(preview.html);
    expect((await call("POST", `/${issue}/test`, {})).status).toBe(202);
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.recipients).toEqual([coach]);
    expect(mail?.parsed.subject).toBe(`[Test] ${preview.subject}`);
    await pause(200);
    expect(smtp.received).toHaveLength(1);
    expect(await progress()).toBeNull();
  });

  it("asks twice, saying why, before sending an issue again, and then sends it only to who has not had it", async () => {
    await subscribe("ada@example.com", "ben@example.com");
    startWorker();
    expect((await startSending()).status).toBe(201);
    await once("sent");
    await subscribe("late@example.com");
    const asked = await startSending();
    expect(asked.status).toBe(409);
    expect(asked.headers.get("content-type")).toMatch(/application\/json/);
    const second = await asked.json();
    expect(second.confirmAgain).toBe(true);
    expect(second.message).toMatch(
      new RegExp(
        `^Issue ${issue} already went to 2 people on [A-Z][a-z]+day \\d{1,2} [A-Z][a-z]+\\. You sent this issue a few seconds ago, at \\d{1,2}:\\d\\d[ap]m\\.$`,
      ),
    );
    expect(second.question).toBe(
      `Send issue ${issue} again? Only the 1 confirmed subscriber who has not had it will get it; nobody gets it twice.`,
    );
    expect((await call("POST", `/${issue}/send`, { confirm: true, confirmAgain: true })).status).toBe(201);
    await eventually(async () => ((await progress())?.sent === 3 ? true : undefined));
    await pause(200);
    expect(editionRecipients()).toEqual(["ada@example.com", "ben@example.com", "late@example.com"]);

    const nobodyLeft = await call("POST", `/${issue}/send`, { confirm: true, confirmAgain: true });
    expect(nobodyLeft.status).toBe(409);
    expect((await nobodyLeft.json()).message).toBe(`Everyone subscribed has already had issue ${issue}.`);
  });

  it("asks twice before a send within 24 hours of the last one, whichever issue it was", async () => {
    const earlier = loadNewsletterIssues().at(-2)?.number ?? 0;
    await subscribe("ada@example.com");
    startWorker();
    expect((await call("POST", `/${earlier}/send`, { confirm: true })).status).toBe(201);
    const asked = await startSending();
    expect(asked.status).toBe(409);
    expect((await asked.json()).message).toMatch(
      new RegExp(`^You sent an issue a few seconds ago \\(issue ${earlier}, at \\d{1,2}:\\d\\d[ap]m\\)\\.$`),
    );
    expect(await progress()).toBeNull();
    await test.db.query("update public.newsletter_sends set last_started_at = now() - interval '25 hours'");
    expect((await startSending()).status).toBe(201);
  });

  it("sends a test to any address she types, checked, at most 10 an hour", async () => {
    startWorker();
    expect((await call("POST", `/${issue}/test`, { email: " friend@example.org " })).status).toBe(202);
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.recipients).toEqual(["friend@example.org"]);
    const refused = await call("POST", `/${issue}/test`, { email: "friend at example" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe("Please enter a valid e-mail address, like name@example.com.");
    for (let sent = 2; sent <= 10; sent += 1) expect((await call("POST", `/${issue}/test`, {})).status).toBe(202);
    const eleventh = await call("POST", `/${issue}/test`, { email: "friend@example.org" });
    expect(eleventh.status).toBe(429);
    expect((await eleventh.json()).message).toBe("You have sent 10 tests in the last hour. Please try again later.");
  });

  it("refuses every endpoint without a session, and bad input with a clear 4xx", async () => {
    const endpoints = [
      ["GET", ""],
      ["GET", `/${issue}/preview`],
      ["GET", `/${issue}/preview.html`],
      ["POST", `/${issue}/test`],
      ["POST", `/${issue}/send`],
      ["POST", `/${issue}/pause`],
      ["POST", `/${issue}/resume`],
      ["POST", `/${issue}/retry-failed`],
      ["POST", "/refused/reactivate"],
    ];
    for (const [method = "", path = ""] of endpoints) {
      const answer = await call(method, path, method === "POST" ? { confirm: true } : undefined, "");
      expect([path, answer.status, (await answer.json()).message]).toEqual([path, 401, "Please sign in again."]);
    }
    const refusals = [
      [await call("GET", "/999/preview"), 404],
      [await call("POST", "/999/send", { confirm: true }), 404],
      [await call("POST", `/${issue}/send`, {}), 400],
      [await call("POST", `/${issue}/pause`, {}), 409],
      [await call("POST", `/${issue}/retry-failed`, {}), 409],
      [await call("POST", "/refused/reactivate", { email: "nobody" }), 400],
      [await call("POST", "/refused/reactivate", { email: "nobody@example.com" }), 404],
    ] as const;
    for (const [answer, status] of refusals) {
      expect(answer.status).toBe(status);
      expect(answer.headers.get("content-type")).toMatch(/application\/json/);
      expect((await answer.json()).message).toEqual(expect.any(String));
    }
  });

  it.each(["newsletter_sends", "newsletter_recipients"])("gives anon no grant on %s", async (table) => {
    const [row] = await test.db.query(
      "select has_table_privilege('anon', $1, 'select') or has_table_privilege('anon', $1, 'insert') or has_table_privilege('anon', $1, 'update') or has_table_privilege('anon', $1, 'delete') as any",
      [`public.${table}`],
    );
    expect(row?.any).toBe(false);
  });
});
