import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { startTestSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-sink";
import { createApp } from "../../server/app";
import type { Notifications } from "../../server/mail/notifications";
import { linksPerHourPerClient, lockedAnswer, sentAnswer, usedUpAnswer } from "../../server/sign-in/sign-in";
import { codeTriesPerHour } from "../../server/sign-in/sign-in-tokens";
import { onEachStore } from "./support/databases";
import { startOutboxWorker } from "./support/outbox-worker";
import { suiteDatabase } from "./support/suite";

const coach = "coach@example.com";
const origin = testAppOptions.publicOrigin;
const operatorKey = "operator-key-for-tests";

/** Every back-office endpoint that needs a session, as method and path. */
const guardedEndpoints = [
  ["GET", "/admin/api/session"],
  ["GET", "/admin/api/visits"],
  ["POST", "/admin/api/session/sign-out"],
  ["POST", "/admin/api/session/sign-out-everywhere"],
  ["GET", "/admin/api/sessions"],
  ["POST", "/admin/api/sessions/1/end"],
  ["GET", "/admin/api/messages"],
  ["GET", "/admin/api/messages/export.csv"],
  ["GET", "/admin/api/messages/1"],
  ["POST", "/admin/api/messages/1/status"],
  ["GET", "/admin/api/subscribers"],
  ["GET", "/admin/api/subscribers/export.csv"],
  ["GET", "/admin/api/health"],
  ["GET", "/admin/api/subscribers/1"],
  ["GET", "/admin/api/subscribers/confirmation-caps"],
  ["POST", "/admin/api/subscribers"],
  ["POST", "/admin/api/subscribers/import"],
  ["POST", "/admin/api/subscribers/1/erase"],
  ["GET", "/admin/api/newsletter"],
  ["GET", "/admin/api/newsletter/1/preview"],
  ["GET", "/admin/api/newsletter/1/preview.html"],
  ["POST", "/admin/api/newsletter/1/test"],
  ["POST", "/admin/api/newsletter/1/send"],
  ["POST", "/admin/api/newsletter/1/pause"],
  ["POST", "/admin/api/newsletter/1/resume"],
  ["POST", "/admin/api/newsletter/1/retry-failed"],
  ["POST", "/admin/api/newsletter/refused/reactivate"],
] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

onEachStore("the back office on %s", (kind) => {
  const test = suiteDatabase(kind);
  let smtp: TestSmtpServer;
  let notifications: Notifications;
  let logged: string[] = [];
  let app: ReturnType<typeof createApp>;

  function appWith(sendsMail: boolean, adminEmails = [coach], db = test.db) {
    return createApp({
      db,
      ...testAppOptions,
      trustProxy: 1,
      notificationQueue: notifications.queue,
      admin: {
        adminEmails,
        confirmMaxPerDay: 200,
        sendsMail,
        mailQueued: () => notifications.notifier.wake(),
        log: (message) => logged.push(message),
        operatorKey,
      },
    });
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    notifications = startOutboxWorker(test.db, smtp.url, coach, {}, {});
  });
  afterAll(async () => {
    await notifications.notifier.stop();
    await smtp.stop();
  });
  beforeEach(async () => {
    // A mail still on its way from the test before would otherwise arrive during this one.
    for (let waited = 0; waited < 100; waited++) {
      const [open] = await test.db.query("select count(*)::int as count from public.notification_outbox where sent_at is null");
      if (open?.count === 0) break;
      await pause(50);
    }
    await test.db.query(
      "truncate public.subscribers, public.contact_messages, public.notification_outbox, public.admin_sessions, public.admin_sign_in_tokens, public.admin_code_tries",
    );
    smtp.received.length = 0;
    logged = [];
    app = appWith(true);
  });

  const send = (method: string, path: string, body?: unknown, cookie?: string, from = origin) =>
    app.request(path, {
      method,
      headers: { "Content-Type": "application/json", Origin: from, ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const fromIp = (ip: string, path: string, body: unknown) =>
    app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, "X-Forwarded-For": ip },
      body: JSON.stringify(body),
    });

  const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

  /** Asks for a link for the coach and returns the link's token and the code from the e-mail actually sent. */
  async function mailedSignIn() {
    const seen = new Set(smtp.received);
    expect((await send("POST", "/admin/api/sign-in/request", { email: coach })).status).toBe(202);
    for (let waited = 0; waited < 200; waited++) {
      const mail = smtp.received.find((received) => !seen.has(received) && received.parsed.text?.includes("#token="));
      const text = mail?.parsed.text ?? "";
      if (mail) {
        return { mail, token: text.match(/#token=([\w-]+)/)?.[1] ?? "", code: text.match(/sign-in page: (\d{6})/)?.[1] ?? "" };
      }
      await pause(50);
    }
    throw new Error("No sign-in e-mail arrived");
  }

  /** The link's token and the code the server printed for `email` (no e-mail set up), once it has. */
  async function printedSignIn(email: string) {
    for (let waited = 0; waited < 100; waited++) {
      const line = logged.find((printed) => printed.startsWith(`Sign-in link for ${email} `));
      if (line) return { token: line.match(/#token=([\w-]+)/)?.[1] ?? "", code: line.match(/code: (\d{6})/)?.[1] ?? "" };
      await pause(50);
    }
    throw new Error(`No sign-in link for ${email} was printed`);
  }

  /** A session for another allowed address, signed in with the code the server printed (no e-mail set up). */
  async function startAssistantSession(assistant: string) {
    const mailing = app;
    app = appWith(false, [coach, assistant]);
    await send("POST", "/admin/api/sign-in/request", { email: assistant });
    const code = (await printedSignIn(assistant)).code;
    const cookie = cookieOf(await send("POST", "/admin/api/sign-in/code", { email: assistant, code }));
    app = mailing;
    return cookie;
  }

  async function signIn() {
    const { token } = await mailedSignIn();
    return cookieOf(await send("POST", "/admin/api/sign-in/link", { token }));
  }

  it("e-mails the coach a link that signs in once, with a strict session cookie", async () => {
    const { mail, token, code } = await mailedSignIn();
    expect(mail?.recipients).toEqual([coach]);
    expect(mail?.parsed.text).toContain(`${origin}/admin/sign-in/link#token=`);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await test.db.query("select link_hash, code_hash from public.admin_sign_in_tokens");
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(code);

    const signedIn = await send("POST", "/admin/api/sign-in/link", { token });
    expect(signedIn.status).toBe(200);
    const setCookie = signedIn.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/admin/);
    expect(setCookie).not.toMatch(/Secure/);
    const session = await send("GET", "/admin/api/session", undefined, cookieOf(signedIn));
    expect(await session.json()).toEqual({ email: coach, newMessages: 0 });

    const reused = await send("POST", "/admin/api/sign-in/link", { token });
    expect(reused.status).toBe(410);
    expect((await reused.json()).message).toBe(usedUpAnswer);
  });

  it("refuses an unknown or expired link with the same clear answer", async () => {
    const unknown = await send("POST", "/admin/api/sign-in/link", { token: "not-a-token" });
    expect([unknown.status, (await unknown.json()).message]).toEqual([410, usedUpAnswer]);
    const { token } = await mailedSignIn();
    await test.db.query("update public.admin_sign_in_tokens set expires_at = now() - interval '1 second'");
    const expired = await send("POST", "/admin/api/sign-in/link", { token });
    expect([expired.status, (await expired.json()).message]).toEqual([410, usedUpAnswer]);
  });

  it("signs in with the e-mailed code, once; a handful of wrong codes in an hour pause codes but not the link", async () => {
    const first = await mailedSignIn();
    const signedIn = await send("POST", "/admin/api/sign-in/code", { email: coach.toUpperCase(), code: first.code });
    expect(signedIn.status).toBe(200);
    expect((await send("GET", "/admin/api/session", undefined, cookieOf(signedIn))).status).toBe(200);
    expect((await send("POST", "/admin/api/sign-in/code", { email: coach, code: first.code })).status).toBe(410);

    const { token, code } = await mailedSignIn();
    const wrong = code === "000000" ? "111111" : "000000";
    const guess = (index: number) => fromIp(`192.0.2.${index + 1}`, "/admin/api/sign-in/code", { email: coach, code: wrong });
    // The used code tried again above was the first wrong try of the hour.
    for (let index = 1; index < codeTriesPerHour; index++) expect((await guess(index)).status).toBe(410);
    // Twenty more at once, each from its own IP, as a botnet would send them: none is checked.
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, index) => guess(index + 10)));
    expect(guesses.map((answer) => answer.status)).toEqual(Array(20).fill(429));
    const paused = await fromIp("198.51.100.7", "/admin/api/sign-in/code", { email: coach, code });
    expect([paused.status, (await paused.json()).message]).toEqual([429, lockedAnswer]);
    expect((await send("POST", "/admin/api/sign-in/link", { token })).status).toBe(200);
  });

  it("keeps an earlier unexpired code valid when someone asks for another link", async () => {
    const reading = await mailedSignIn();
    await mailedSignIn();
    expect((await send("POST", "/admin/api/sign-in/code", { email: coach, code: reading.code })).status).toBe(200);
  });

  it("a stranger's 12 requests for the coach's address: 3 e-mails, then 429 for the stranger only", async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 12; request++) {
      statuses.push((await fromIp("203.0.113.9", "/admin/api/sign-in/request", { email: coach })).status);
    }
    expect(statuses).toEqual([...Array(linksPerHourPerClient).fill(202), ...Array(12 - linksPerHourPerClient).fill(429)]);
    await smtp.waitForMails(linksPerHourPerClient);
    const strangersCodes = smtp.received.map((mail) => mail.parsed.text?.match(/sign-in page: (\d{6})/)?.[1] ?? "");

    expect((await fromIp("198.51.100.7", "/admin/api/sign-in/request", { email: coach })).status).toBe(202);
    await smtp.waitForMails(linksPerHourPerClient + 1);
    const signedIn = await fromIp("198.51.100.7", "/admin/api/sign-in/code", { email: coach, code: strangersCodes[0] });
    expect(signedIn.status).toBe(200);
  });

  it("sends at most ten sign-in e-mails to an address a day, answering every request alike", async () => {
    const ips = Array.from({ length: 5 }, (_, index) => `192.0.2.${index + 1}`);
    for (const ip of ips) {
      for (let request = 0; request < linksPerHourPerClient; request++) {
        const answer = await fromIp(ip, "/admin/api/sign-in/request", { email: coach });
        expect([ip, answer.status, (await answer.json()).message]).toEqual([ip, 202, sentAnswer]);
      }
    }
    await smtp.waitForMails(10);
    await pause(500);
    expect(smtp.received).toHaveLength(10);
  });

  it("does the same work before answering an address that may sign in and one that may not", async () => {
    const queriesBeforeAnswer = async (email: string) => {
      const issued: string[] = [];
      const recording = new Proxy(test.db, {
        get: (target, name) =>
          name === "query"
            ? (sql: string, params?: unknown[]) => {
                issued.push(sql);
                return target.query(sql, params);
              }
            : Reflect.get(target, name),
      });
      app = appWith(true, [coach], recording);
      await send("POST", "/admin/api/sign-in/request", { email });
      return [...issued];
    };
    const allowed = await queriesBeforeAnswer(coach);
    const refused = await queriesBeforeAnswer("stranger@example.com");
    expect(refused).toEqual(allowed);
    await smtp.waitForMails(1);
  });

  it("answers an address that may not sign in exactly as one that may, and sends nothing", async () => {
    const allowed = await send("POST", "/admin/api/sign-in/request", { email: coach });
    const refused = await send("POST", "/admin/api/sign-in/request", { email: "stranger@example.com" });
    expect(refused.status).toBe(allowed.status);
    const answer = await allowed.json();
    expect(answer).toEqual({ message: sentAnswer, sendsMail: true });
    expect(await refused.json()).toEqual(answer);
    await smtp.waitForMails(1);
    await pause(300);
    expect(smtp.received.flatMap((mail) => mail.recipients)).toEqual([coach]);
    expect(await test.db.query("select email from public.admin_sign_in_tokens")).toEqual([{ email: coach }]);
  });

  it("writes the link to the server output when no e-mail is set up, and says so", async () => {
    app = appWith(false);
    const answer = await send("POST", "/admin/api/sign-in/request", { email: coach });
    expect(await answer.json()).toEqual({ message: sentAnswer, sendsMail: false });
    const { token } = await printedSignIn(coach);
    expect((await send("POST", "/admin/api/sign-in/link", { token })).status).toBe(200);
  });

  it("answers 429 to 50 sign-in requests in a minute", async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 50; request++) {
      statuses.push((await send("POST", "/admin/api/sign-in/request", { email: `guess${request}@example.com` })).status);
    }
    expect(statuses[0]).toBe(202);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses a state-changing request from another origin with 403 JSON", async () => {
    const cookie = await signIn();
    const forged = await send("POST", "/admin/api/session/sign-out", {}, cookie, "https://evil.example");
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: "other-site" });
    const noOrigin = await app.request("/admin/api/sign-in/request", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ email: coach }),
    });
    expect(noOrigin.status).toBe(403);
    expect((await send("GET", "/admin/api/session", undefined, cookie)).status).toBe(200);
  });

  it("ends a session on sign-out, and every session on sign-out everywhere", async () => {
    const first = await signIn();
    const second = await signIn();
    expect((await send("POST", "/admin/api/session/sign-out", {}, first)).status).toBe(200);
    expect((await send("GET", "/admin/api/session", undefined, first)).status).toBe(401);
    expect((await send("GET", "/admin/api/session", undefined, second)).status).toBe(200);
    const third = await signIn();
    expect((await send("POST", "/admin/api/session/sign-out-everywhere", {}, third)).status).toBe(200);
    for (const cookie of [second, third]) expect((await send("GET", "/admin/api/session", undefined, cookie)).status).toBe(401);
  });

  it("ends the sessions of an address taken out of ADMIN_EMAILS, on its next request and after a restart", async () => {
    const assistant = "assistant@example.com";
    app = appWith(true, [coach, assistant]);
    const coachCookie = await signIn();
    const assistantCookie = await startAssistantSession(assistant);
    const laterCookie = await startAssistantSession(assistant);
    expect((await send("GET", "/admin/api/session", undefined, assistantCookie)).status).toBe(200);

    app = appWith(true, [coach]); // as the server starts again with the assistant's address taken out

    for (const [method, path] of [
      ["GET", "/admin/api/session"],
      ["GET", "/admin/api/subscribers/export.csv"],
      ["POST", "/admin/api/newsletter/1/test"],
    ] as const) {
      expect([path, (await send(method, path, method === "POST" ? {} : undefined, assistantCookie)).status]).toEqual([path, 401]);
    }
    expect((await send("GET", "/admin/api/session", undefined, coachCookie)).status).toBe(200);
    const listed = await (await send("GET", "/admin/api/sessions", undefined, coachCookie)).json();
    expect(listed.sessions.map((session: { email: string }) => session.email)).toEqual([coach]);

    app = appWith(true, [coach, assistant]);
    expect((await send("GET", "/admin/api/session", undefined, laterCookie)).status).toBe(401);
  });

  it("lists the live sessions with the caller's own marked, and ends another one at once", async () => {
    const first = await signIn();
    const second = await signIn();
    const listed = await send("GET", "/admin/api/sessions", undefined, first);
    const { sessions } = await listed.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session: { email: string }) => session.email)).toEqual([coach, coach]);
    const own = sessions.find((session: { current: boolean }) => session.current);
    const other = sessions.find((session: { current: boolean }) => !session.current);
    expect(Object.keys(own).sort()).toEqual(["current", "email", "lastSeenAt", "number", "startedAt"]);

    expect((await send("POST", `/admin/api/sessions/${own.number}/end`, {}, first)).status).toBe(400);
    expect((await send("POST", `/admin/api/sessions/${other.number}/end`, {}, first, "https://evil.example")).status).toBe(403);
    expect((await send("POST", `/admin/api/sessions/${other.number}/end`, {}, first)).status).toBe(200);
    expect((await send("GET", "/admin/api/session", undefined, second)).status).toBe(401);
    expect((await send("GET", "/admin/api/session", undefined, first)).status).toBe(200);
    expect((await send("POST", `/admin/api/sessions/${other.number}/end`, {}, first)).status).toBe(404);
    expect((await send("POST", "/admin/api/sessions/99999999999999999999/end", {}, first)).status).toBe(404);
  });

  it("ends a session left idle for 14 days", async () => {
    const cookie = await signIn();
    await test.db.query("update public.admin_sessions set last_seen_at = now() - interval '14 days 1 minute'");
    expect((await send("GET", "/admin/api/session", undefined, cookie)).status).toBe(401);
  });

  it("answers 401 with no data to every endpoint without a live session", async () => {
    const endedSession = await signIn();
    await send("POST", "/admin/api/session/sign-out", {}, endedSession);
    for (const cookie of [undefined, "admin_session=forged", endedSession]) {
      for (const [method, path] of guardedEndpoints) {
        const answer = await send(method, path, method === "POST" ? { status: "replied" } : undefined, cookie);
        expect([method, path, answer.status]).toEqual([method, path, 401]);
        expect(Object.keys(await answer.json())).toEqual(["code", "message"]);
        expect(answer.headers.get("cache-control")).toBe("no-store");
      }
    }
  });

  it("lists messages newest first, opens one whole and marks it replied", async () => {
    for (const subject of ["First question", "Second question"]) {
      const posted = await app.request("/rest/v1/contact_messages", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Priya Shah",
          email: "priya@example.com",
          subject,
          message: "Hello.\n".repeat(60),
          interest: "consulting",
        }),
      });
      expect(posted.status).toBe(201);
    }
    const cookie = await signIn();
    const inbox = await (await send("GET", "/admin/api/messages", undefined, cookie)).json();
    expect(inbox.newMessages).toBe(2);
    expect(inbox.messages.map((message: { subject: string }) => message.subject)).toEqual(["Second question", "First question"]);
    expect(inbox.messages[0].preview.length).toBeLessThan(300);
    const id = inbox.messages[0].id;
    const whole = await (await send("GET", `/admin/api/messages/${id}`, undefined, cookie)).json();
    expect(whole.message.message).toBe("Hello.\n".repeat(60).trim());
    expect((await send("POST", `/admin/api/messages/${id}/status`, { status: "lost" }, cookie)).status).toBe(400);
    const replied = await (await send("POST", `/admin/api/messages/${id}/status`, { status: "replied" }, cookie)).json();
    expect(replied).toMatchObject({ message: { status: "replied" }, newMessages: 1 });
    expect((await send("GET", "/admin/api/messages/999999", undefined, cookie)).status).toBe(404);
  });

  it("exports a formula-looking subject as text", async () => {
    await test.db.query(
      `insert into public.contact_messages (name, email, subject, message) values ('Eve', 'eve@example.com', '=HYPERLINK("http://x","y")', 'hi')`,
    );
    const cookie = await signIn();
    const csv = await send("GET", "/admin/api/messages/export.csv", undefined, cookie);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(await csv.text()).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("answers a signed-in coach 404 to an id out of range and a list to a search with a NUL byte, never 500", async () => {
    const cookie = await signIn();
    await test.db.query("insert into public.subscribers (email) values ('ada@example.com')");
    const outOfRange = "99999999999999999999";
    for (const [method, path] of [
      ["GET", `/admin/api/subscribers/${outOfRange}`],
      ["POST", `/admin/api/subscribers/${outOfRange}/erase`],
      ["GET", `/admin/api/messages/${outOfRange}`],
      ["POST", `/admin/api/messages/${outOfRange}/status`],
    ] as const) {
      const answer = await send(method, path, method === "POST" ? { status: "replied", confirmed: true } : undefined, cookie);
      expect([path, answer.status, (await answer.json()).code]).toEqual([path, 404, "not-found"]);
    }
    const search = await send("GET", `/admin/api/subscribers?search=${encodeURIComponent("\u0000ada")}`, undefined, cookie);
    expect(search.status).toBe(200);
    expect((await search.json()).subscribers.map((row: { email: string }) => row.email)).toEqual(["ada@example.com"]);
  });

  it("lists subscribers with the page they came from, searchable, with this month's count", async () => {
    for (const row of [{ email: "ada@example.com", source_path: "/newsletter" }, { email: "grace@example.com" }]) {
      const posted = await app.request("/rest/v1/subscribers", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(row),
      });
      expect(posted.status).toBe(201);
    }
    await test.db.query(
      "insert into public.subscribers (email, created_at) values ('old@example.com', now() - interval '2 months')",
    );
    const cookie = await signIn();
    const all = await (await send("GET", "/admin/api/subscribers", undefined, cookie)).json();
    expect([all.total, all.thisMonth]).toEqual([3, 2]);
    expect(all.subscribers.map((row: { source_path: string | null }) => row.source_path)).toEqual([null, "/newsletter", null]);
    const found = await (await send("GET", "/admin/api/subscribers?search=ADA", undefined, cookie)).json();
    expect(found.subscribers.map((row: { email: string }) => row.email)).toEqual(["ada@example.com"]);
    const percent = await (await send("GET", "/admin/api/subscribers?search=%25", undefined, cookie)).json();
    expect(percent.subscribers).toEqual([]);
    const csv = await (await send("GET", "/admin/api/subscribers/export.csv", undefined, cookie)).text();
    expect(csv.split("\r\n")[0]).toBe(
      "id,email,first_name,last_name,status,subscribed_at (London time),confirmed_at (London time),source,consent_date_from,welcome_sequence,guide,confirmation_waiting_since (London time)",
    );
    expect(csv).toMatch(/,ada@example\.com,,,pending,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,\/newsletter,,,,\r\n/);
  });

  it("shows queued, failing (with the error and next try) and recently sent notifications", async () => {
    const cookie = await signIn();
    await notifications.notifier.stop();
    await test.db.query("truncate public.notification_outbox");
    await test.db.query(
      `insert into public.notification_outbox (channel, kind, payload, next_attempt_at, last_error, sent_at, attempts) values
       ('email', 'mail', '{}', now() + interval '1 hour', null, null, 0),
       ('email', 'contact_message', '{}', now() + interval '30 minutes', '535 Authentication failed', null, 3),
       ('email', 'mail', '{}', now(), null, now() - interval '1 day', 1),
       ('email', 'mail', '{}', now(), null, now() - interval '8 days', 1)`,
    );
    const health = await (await send("GET", "/admin/api/health", undefined, cookie)).json();
    notifications.notifier.start();
    expect(health.outbox).toMatchObject({ queued: 1, sentLast7Days: 1 });
    expect(health.outbox.failing).toHaveLength(1);
    expect(health.outbox.failing[0]).toMatchObject({
      kind: "contact_message",
      attempts: 3,
      last_error: "535 Authentication failed",
    });
    expect(health.outbox.failing[0].next_attempt_at).toBeTruthy();
    expect(health.messages).toEqual({ thisWeek: 0, thisMonth: 0 });
  });

  it("gives a link to the operator key only", async () => {
    const refused = await app.request("/admin/api/sign-in/operator-link", {
      method: "POST",
      headers: { Origin: origin, Authorization: "Bearer wrong", "Content-Type": "application/json" },
      body: JSON.stringify({ email: coach }),
    });
    expect(refused.status).toBe(401);
    const issued = await app.request("/admin/api/sign-in/operator-link", {
      method: "POST",
      headers: { Origin: origin, Authorization: `Bearer ${operatorKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email: coach }),
    });
    const { link } = await issued.json();
    const token = new URL(link).hash.replace("#token=", "");
    expect((await send("POST", "/admin/api/sign-in/link", { token })).status).toBe(200);
  });

  it("serves every /admin screen as the no-store, noindex shell with its own policy", async () => {
    for (const path of ["/admin", "/admin/messages/3"]) {
      const shell = await app.request(path);
      expect(shell.status).toBe(200);
      expect(shell.headers.get("cache-control")).toBe("no-store");
      expect(shell.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(shell.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(shell.headers.get("content-security-policy")).toBeTruthy();
    }
  });

  it("gives the anonymous role no grant on the back office's tables or the message status", async () => {
    const [grants] = await test.db.query(
      `select has_table_privilege('anon', 'public.admin_sessions', 'select, insert, update, delete') as sessions,
              has_table_privilege('anon', 'public.admin_sign_in_tokens', 'select, insert, update, delete') as tokens,
              has_column_privilege('anon', 'public.contact_messages', 'status', 'insert, update') as status,
              has_column_privilege('anon', 'public.subscribers', 'source_path', 'select') as read_path,
              has_column_privilege('anon', 'public.subscribers', 'source_path', 'insert') as insert_path`,
    );
    expect(grants).toEqual({ sessions: false, tokens: false, status: false, read_path: false, insert_path: true });
  });
});
