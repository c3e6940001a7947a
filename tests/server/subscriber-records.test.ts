import { beforeAll, expect, it } from "vitest";
import type { Subscriber } from "../../app/admin/subscribers/types";
import { importMaxBytes } from "../../app/lib/validation";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import { createSubscriptionLifecycle } from "../../server/subscriptions";
import { onEachStore } from "./support/databases";
import { quietBackOffice } from "./support/publishing-app";
import { signedIn, suiteDatabase } from "./support/suite";

const coach = "coach@example.com";
const origin = testAppOptions.publicOrigin;
const source = "Signed up on paper at my London workshop, March 2026";

/** The endpoints this module adds, each with a body that would otherwise be accepted. */
const endpoints = [
  ["GET", "/admin/api/subscribers/1"],
  ["GET", "/admin/api/subscribers/confirmation-caps"],
  ["POST", "/admin/api/subscribers", { email: "a@example.com", source, agreed: true }],
  ["POST", "/admin/api/subscribers/import", { fileName: "list.csv", csv: "a@example.com", source, agreed: true }],
  ["POST", "/admin/api/subscribers/1/erase", { confirmed: true }],
  ["POST", "/admin/api/subscribers/1/unsubscribe"],
] as const;

onEachStore("the back office's subscriber records on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    `public.subscribers, public.consent_events, public.suppressed_addresses, public.contact_messages,
     public.notification_outbox, public.confirmation_mail_log, public.admin_sessions, public.erased_address_fingerprints,
     public.subscription_tokens`,
  );
  const cookie = signedIn(test, coach);
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    app = createApp({ db: test.db, ...testAppOptions, admin: { ...quietBackOffice(coach), confirmMaxPerDay: 5 } });
  });

  const send = (method: string, path: string, body?: unknown, { from = origin, session = cookie() } = {}) =>
    app.request(path, {
      method,
      headers: { "Content-Type": "application/json", Origin: from, ...(session ? { Cookie: session } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const idOf = async (email: string) => {
    const [row] = await test.db.query("select id from public.subscribers where email = $1", [email]);
    return Number(row?.id);
  };

  it("adds a subscriber as confirmed, records the source and the coach's confirmation, and sends nothing", async () => {
    const added = await send("POST", "/admin/api/subscribers", { email: " ada@example.com ", source, agreed: true });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({
      result: { imported: 1, alreadyPresent: 0, suppressed: 0, invalid: 0, unreadableDates: 0, skipped: [] },
    });
    const record = await (await send("GET", `/admin/api/subscribers/${await idOf("ada@example.com")}`)).json();
    expect(record.subscriber).toMatchObject({ email: "ada@example.com", status: "confirmed" });
    expect(record.subscriber.confirmed_at).toBeTruthy();
    expect(record.history).toHaveLength(1);
    expect(record.history[0].event).toBe("added");
    expect(record.history[0].detail).toContain(source);
    expect(record.history[0].detail).toContain(`${coach} confirmed that they agreed`);
    const [outbox] = await test.db.query("select count(*)::int as count from public.notification_outbox");
    expect(outbox?.count).toBe(0);
  });

  it("refuses an invalid address, a missing source and an unticked confirmation, naming each field", async () => {
    const refused = await send("POST", "/admin/api/subscribers", { email: "not an address", source: "  ", agreed: false });
    expect(refused.status).toBe(400);
    const answer = await refused.json();
    expect(Object.keys(answer.errors).sort()).toEqual(["agreed", "email", "source"]);
    expect(answer.errors.email).toBe("Please enter a valid e-mail address, like name@example.com.");
    expect(answer.errors.agreed).toBe("Please confirm that these people agreed to receive the newsletter.");
    expect(answer.message).toContain(answer.errors.source);
    const notJson = await app.request("/admin/api/subscribers", {
      method: "POST",
      headers: { Origin: origin, Cookie: cookie() },
      body: "email=ada@example.com",
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).code).toBe("invalid");
    const [stored] = await test.db.query("select count(*)::int as count from public.subscribers");
    expect(stored?.count).toBe(0);
  });

  it("will not add an address already on the list, nor one that unsubscribed", async () => {
    await test.db.query("insert into public.subscribers (email) values ('ada@example.com')");
    await test.db.query("insert into public.suppressed_addresses (email) values ('gone@example.com')");
    const present = await send("POST", "/admin/api/subscribers", { email: "ADA@example.com", source, agreed: true });
    expect([present.status, (await present.json()).errors.email]).toEqual([409, "This address is already on the list."]);
    const suppressed = await send("POST", "/admin/api/subscribers", { email: "gone@example.com", source, agreed: true });
    expect(suppressed.status).toBe(409);
    expect((await suppressed.json()).errors.email).toMatch(/unsubscribed or was erased earlier/);
    expect(await test.db.query("select email from public.subscribers")).toEqual([{ email: "ada@example.com" }]);
  });

  it("imports a CSV as a mailing-list service exports it and reports each count", async () => {
    await test.db.query("insert into public.subscribers (email) values ('present@example.com')");
    await test.db.query("insert into public.suppressed_addresses (email) values ('gone@example.com')");
    const csv = [
      '"Name","Email Address","Tags"',
      '"Shah, Priya",priya@example.com,"workshop, 2026"',
      "Grace,grace@example.com,",
      "Present,present@example.com,",
      "Gone,gone@example.com,",
      "Broken,not-an-address,",
      "",
    ].join("\r\n");
    const imported = await send("POST", "/admin/api/subscribers/import", { fileName: "audience.csv", csv, source, agreed: true });
    expect(imported.status).toBe(200);
    expect((await imported.json()).result).toEqual({
      imported: 2,
      alreadyPresent: 1,
      suppressed: 1,
      invalid: 1,
      unreadableDates: 0,
      skipped: [
        { line: 4, email: "present@example.com", reason: "already present" },
        { line: 5, email: "gone@example.com", reason: "suppressed" },
        { line: 6, email: "not-an-address", reason: "invalid" },
      ],
    });
    const rows = await test.db.query("select email, status from public.subscribers order by email");
    expect(rows).toEqual([
      { email: "grace@example.com", status: "confirmed" },
      { email: "present@example.com", status: "pending" },
      { email: "priya@example.com", status: "confirmed" },
    ]);
    const events = await test.db.query("select email, event, detail from public.consent_events where event = 'imported'");
    expect(events).toHaveLength(2);
    for (const event of events) expect(event.detail).toContain(source);
  });

  it("keeps first and last names when the list has them, and shows and searches the stated source", async () => {
    const csv = ["First Name,Last Name,Email", "Priya,Shah,priya@example.com", "Grace,,grace@example.com"].join("\n");
    await send("POST", "/admin/api/subscribers/import", { fileName: "names.csv", csv, source, agreed: true });
    await send("POST", "/admin/api/subscribers", { email: "other@example.com", source: "Met at a conference", agreed: true });
    const record = await (await send("GET", `/admin/api/subscribers/${await idOf("priya@example.com")}`)).json();
    expect(record.subscriber).toMatchObject({ first_name: "Priya", last_name: "Shah", stated_source: source });
    const found = await (await send("GET", "/admin/api/subscribers?search=london workshop")).json();
    expect(found.subscribers.map((row: { email: string; first_name: string | null }) => [row.email, row.first_name])).toEqual([
      ["priya@example.com", "Priya"],
      ["grace@example.com", "Grace"],
    ]);
    const byName = await (await send("GET", "/admin/api/subscribers?search=priya shah")).json();
    expect(byName.subscribers.map((row: { email: string }) => row.email)).toEqual(["priya@example.com"]);
    const [grace] = await test.db.query("select last_name from public.subscribers where email = 'grace@example.com'");
    expect(grace?.last_name).toBeNull();
  });

  it("keeps the date of consent a Mailchimp or Kit export states, counts imports apart from sign-ups, and exports both", async () => {
    const mailchimp = [
      '"Email Address","First Name","Last Name",MEMBER_RATING,OPTIN_TIME,OPTIN_IP,CONFIRM_TIME,CONFIRM_IP,LAST_CHANGED,LEID,EUID,NOTES,TAGS',
      'ada@example.com,Ada,Lovelace,2,"2024-03-14 09:12:31",10.0.0.1,"2024-03-14 09:14:00",10.0.0.1,"2024-03-14 09:14:00",1,a1,,',
      'sam@example.com,Sam,Okafor,2,,,"2025-07-01 12:00:00",,"2025-07-01 12:00:00",2,b2,,',
      'nodomain@example,No,Ending,2,,,"2025-07-01 12:00:00",,,3,c3,,',
      'later@example.com,Lee,Later,2,"14/03/2024 09:12",,,,,4,d4,,',
    ].join("\r\n");
    const fromMailchimp = await send("POST", "/admin/api/subscribers/import", {
      fileName: "subscribed_members_export.csv",
      csv: mailchimp,
      source: "Mailchimp export, November 2026",
      agreed: true,
    });
    expect((await fromMailchimp.json()).result).toEqual({
      imported: 2,
      alreadyPresent: 0,
      suppressed: 0,
      invalid: 1,
      unreadableDates: 1,
      skipped: [
        { line: 4, email: "nodomain@example", reason: "invalid" },
        { line: 5, email: "later@example.com", reason: "unreadable date" },
      ],
    });
    const kit = ["first_name,email_address,state,created_at,tags", "Kay,kay@example.com,active,2023-06-05 08:30:00 UTC,"].join(
      "\n",
    );
    const fromKit = await send("POST", "/admin/api/subscribers/import", { fileName: "kit.csv", csv: kit, source, agreed: true });
    expect((await fromKit.json()).result.imported).toBe(1);
    const signUp = await app.request("/rest/v1/subscribers", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "new@example.com", source_path: "/newsletter" }),
    });
    expect(signUp.status).toBe(201);

    const ada = await (await send("GET", `/admin/api/subscribers/${await idOf("ada@example.com")}`)).json();
    expect(new Date(ada.subscriber.created_at).toISOString()).toBe("2024-03-14T09:12:31.000Z");
    expect(ada.history).toMatchObject([
      { event: "imported", statedConsentAt: "2024-03-14T09:12:31.000Z", statedConsentColumn: "OPTIN_TIME" },
    ]);
    const sam = await (await send("GET", `/admin/api/subscribers/${await idOf("sam@example.com")}`)).json();
    expect(sam.history[0]).toMatchObject({ statedConsentAt: "2025-07-01T12:00:00.000Z", statedConsentColumn: "CONFIRM_TIME" });

    // A list without dates: its people subscribed today, yet they are an import, not this month's sign-ups.
    const plain = await send("POST", "/admin/api/subscribers/import", {
      fileName: "plain.csv",
      csv: "email\nplain@example.com",
      source,
      agreed: true,
    });
    expect((await plain.json()).result.imported).toBe(1);
    const list = await (await send("GET", "/admin/api/subscribers")).json();
    expect([list.total, list.thisMonth, list.importedThisMonth]).toEqual([5, 1, 4]);
    const health = await (await send("GET", "/admin/api/health")).json();
    expect(health.subscribers).toEqual({ thisWeek: 1, thisMonth: 1 });

    const csv = await (await send("GET", "/admin/api/subscribers/export.csv")).text();
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "id,email,first_name,last_name,status,subscribed_at (London time),confirmed_at (London time),source,consent_date_from,welcome_sequence,guide,confirmation_waiting_since (London time)",
    );
    // 14 March is in Greenwich time, 1 July and 5 June in British Summer Time.
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\d+,ada@example\.com,Ada,Lovelace,confirmed,2024-03-14 09:12,2024-03-14 09:12,"Mailchimp export, November 2026[^"]*",OPTIN_TIME,,,$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d+,sam@example\.com,Sam,Okafor,confirmed,2025-07-01 13:00,2025-07-01 13:00,.*,CONFIRM_TIME,,,$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d+,kay@example\.com,Kay,,confirmed,2023-06-05 09:30,2023-06-05 09:30,.*,created_at,,,$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d+,new@example\.com,,,pending,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,\/newsletter,,,,$/),
    );
  });

  it("imports 300 addresses (over 4 KB) on a server that also limits the newsletter pages' bodies", async () => {
    const admin = {
      adminEmails: [coach],
      confirmMaxPerDay: 5,
      sendsMail: false,
      mailQueued: () => undefined,
      log: () => undefined,
    };
    const lifecycleSettings = { db: test.db, publicOrigin: origin, confirmMaxPerDay: 5, sendsMail: false, wake: () => undefined };
    const subscriptions = createSubscriptionLifecycle({ ...lifecycleSettings, log: () => undefined });
    const server = createApp({ db: test.db, ...testAppOptions, admin, subscriptions });
    const csv = Array.from({ length: 300 }, (_, index) => `reader${index}@example.com`).join("\n");
    expect(Buffer.byteLength(csv)).toBeGreaterThan(4096);
    const imported = await server.request("/admin/api/subscribers/import", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie() },
      body: JSON.stringify({ fileName: "list.csv", csv, source, agreed: true }),
    });
    expect([imported.status, (await imported.json()).result?.imported]).toEqual([200, 300]);
    const oversized = await server.request("/newsletter/confirm", { method: "POST", body: "token=".padEnd(5000, "x") });
    expect(oversized.status).toBe(413);
  });

  it("refuses a file that is too large, not a CSV or empty, and an import without source or confirmation", async () => {
    const upload = (body: Record<string, unknown>) =>
      send("POST", "/admin/api/subscribers/import", {
        fileName: "list.csv",
        csv: "a@example.com",
        source,
        agreed: true,
        ...body,
      });
    const huge = await upload({ csv: `${"someone@example.com\n".repeat(importMaxBytes / 20)}x@example.com\n` });
    expect(huge.status).toBe(413);
    expect((await huge.json()).errors.file).toMatch(/larger than 2 MB/);
    const farTooLarge = await upload({ csv: "x".repeat(importMaxBytes * 2) });
    expect([farTooLarge.status, (await farTooLarge.json()).code]).toEqual([413, "too-large"]);
    const spreadsheet = await upload({ fileName: "list.xlsx", csv: "PK\u0003\u0004\u0000\u0000binary" });
    expect([spreadsheet.status, (await spreadsheet.json()).errors.file]).toEqual([
      400,
      "This is not a CSV file. Save the list as CSV (comma-separated values) and choose that file.",
    ]);
    const binary = await upload({ fileName: "list.csv", csv: "PK\u0003\u0004\u0000\u0000binary" });
    expect(binary.status).toBe(400);
    const empty = await upload({ csv: "\r\n\r\n" });
    expect([empty.status, (await empty.json()).errors.file]).toEqual([400, "This file has no addresses in it."]);
    const noFile = await upload({ fileName: undefined, csv: undefined });
    expect((await noFile.json()).errors.file).toBe("Please choose a CSV file.");
    const unstated = await upload({ source: "", agreed: "yes" });
    expect(unstated.status).toBe(400);
    expect(Object.keys((await unstated.json()).errors).sort()).toEqual(["agreed", "source"]);
    const [stored] = await test.db.query("select count(*)::int as count from public.subscribers");
    expect(stored?.count).toBe(0);
  });

  it("shows a subscriber's consent history with each event's time, page and wording version", async () => {
    await test.db.query(
      "insert into public.subscribers (email, source_path, consent_version) values ('ada@example.com', '/newsletter', 'abc123')",
    );
    await test.db.query("update public.subscribers set status = 'confirmed', confirmed_at = now()");
    await test.db.query(
      "insert into public.consent_events (email, event, page_path, consent_version) values ('ada@example.com', 'confirmed', '/newsletter/confirm', 'abc123')",
    );
    const record = await (await send("GET", `/admin/api/subscribers/${await idOf("ada@example.com")}`)).json();
    expect(record.subscriber).toMatchObject({ email: "ada@example.com", status: "confirmed", source_path: "/newsletter" });
    expect(record.history).toMatchObject([
      { event: "subscribed", pagePath: "/newsletter", consentVersion: "abc123" },
      { event: "confirmed", pagePath: "/newsletter/confirm", consentVersion: "abc123" },
    ]);
    expect(Number.isNaN(Date.parse(record.history[0].at))).toBe(false);
    const missing = await send("GET", "/admin/api/subscribers/999999");
    expect([missing.status, await missing.json()]).toEqual([404, { code: "not-found", message: "There is no such subscriber." }]);
  });

  it("deletes everything about a person only once confirmed, and says what it removed", async () => {
    await send("POST", "/admin/api/subscribers", { email: "ada@example.com", source, agreed: true });
    await test.db.query(
      "insert into public.contact_messages (name, email, subject, message) values ('Ada', 'ada@example.com', 'Hello', 'Hi')",
    );
    const id = await idOf("ada@example.com");
    const unconfirmed = await send("POST", `/admin/api/subscribers/${id}/erase`, {});
    expect(unconfirmed.status).toBe(400);
    expect((await unconfirmed.json()).message).toBe("Please confirm that you want to delete everything about this person.");
    expect(await idOf("ada@example.com")).toBe(id);

    const erased = await send("POST", `/admin/api/subscribers/${id}/erase`, { confirmed: true });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({
      email: "ada@example.com",
      removed: {
        subscribers: 1,
        contactMessages: 1,
        notificationPayloads: 0,
        consentEvents: 1,
        tokens: 0,
        confirmationLog: 0,
        newsletterDeliveries: 0,
        bookingsAndSales: 0,
      },
      // On the PostgreSQL server the other test files share, a session starting there at that moment can make the first
      // rewrite keep the deleted rows, and the scrub then goes on in the background (decision 066, tested with a held
      // read in erasure-on-disk.test.ts); the embedded database has no other session.
      scrubbed: kind === "pglite" ? true : expect.any(Boolean),
    });
    expect((await send("GET", `/admin/api/subscribers/${id}`)).status).toBe(404);
    const left = await test.db.query(
      `select (select count(*) from public.contact_messages)::int as messages,
              (select count(*) from public.consent_events where email is not null)::int as events`,
    );
    expect(left).toEqual([{ messages: 0, events: 0 }]);
    expect((await send("POST", `/admin/api/subscribers/${id}/erase`, { confirmed: true })).status).toBe(404);
  });

  it("unsubscribes a person at their request: kept on the list, the history says who did it, the address suppressed", async () => {
    await send("POST", "/admin/api/subscribers", { email: "ada@example.com", source, agreed: true });
    const id = await idOf("ada@example.com");
    const unsubscribed = await send("POST", `/admin/api/subscribers/${id}/unsubscribe`);
    expect([unsubscribed.status, await unsubscribed.json()]).toEqual([200, { status: "unsubscribed" }]);
    const record = await (await send("GET", `/admin/api/subscribers/${id}`)).json();
    expect(record.subscriber.status).toBe("unsubscribed");
    expect(record.subscriber.unsubscribed_at).toBeTruthy();
    expect(record.history.map((event: { event: string; detail: string }) => [event.event, event.detail])).toEqual([
      ["added", expect.stringContaining(source)],
      ["unsubscribed", `Unsubscribed by ${coach} at the person's request`],
    ]);
    expect(await test.db.query("select email from public.suppressed_addresses")).toEqual([{ email: "ada@example.com" }]);
    const again = await send("POST", `/admin/api/subscribers/${id}/unsubscribe`);
    expect([again.status, (await again.json()).message]).toEqual([409, "This person has already unsubscribed."]);
    expect((await send("POST", "/admin/api/subscribers/999999/unsubscribe")).status).toBe(404);
  });

  it("lists people a screen at a time, newest first, filtered by status, with those who unsubscribed kept", async () => {
    await test.db.query(
      `insert into public.subscribers (email, status, created_at)
       select 'person' || n || '@example.com', case when n % 10 = 0 then 'unsubscribed' when n % 2 = 0 then 'pending' else 'confirmed' end,
              now() - make_interval(mins => n)
       from generate_series(1, 120) as n`,
    );
    const list = async (query: string) => {
      const answer = await send("GET", `/admin/api/subscribers${query}`);
      expect(answer.status).toBe(200);
      return answer.json();
    };
    const first = await list("");
    expect(first.subscribers).toHaveLength(50);
    expect(first.subscribers[0].email).toBe("person1@example.com");
    expect([first.matching, first.total, first.byStatus]).toEqual([
      120,
      120,
      { pending: 48, confirmed: 60, unsubscribed: 12, waiting: 0 },
    ]);
    const third = await list("?page=3");
    expect(third.subscribers.map((row: { email: string }) => row.email)).toEqual(
      Array.from({ length: 20 }, (_, index) => `person${101 + index}@example.com`),
    );
    const unsubscribed = await list("?status=unsubscribed");
    expect(unsubscribed.matching).toBe(12);
    expect(unsubscribed.subscribers.every((row: { status: string }) => row.status === "unsubscribed")).toBe(true);
    const searched = await list("?status=confirmed&search=person11");
    expect(searched.subscribers.map((row: { email: string }) => row.email)).toEqual([
      "person11@example.com",
      "person111@example.com",
      "person113@example.com",
      "person115@example.com",
      "person117@example.com",
      "person119@example.com",
    ]);
    for (const query of ["?status=gone", "?page=0", "?page=1.5", "?page=x"]) {
      const refused = await send("GET", `/admin/api/subscribers${query}`);
      expect(refused.status).toBe(400);
      expect((await refused.json()).code).toBe("invalid");
    }
  });

  it("never adds an erased address again, by import or by hand", async () => {
    await send("POST", "/admin/api/subscribers", { email: "ada@example.com", source, agreed: true });
    await send("POST", `/admin/api/subscribers/${await idOf("ada@example.com")}/erase`, { confirmed: true });
    const imported = await send("POST", "/admin/api/subscribers/import", {
      fileName: "old-list.csv",
      csv: "email\nADA@example.com\ngrace@example.com\n",
      source,
      agreed: true,
    });
    expect((await imported.json()).result).toMatchObject({ imported: 1, suppressed: 1 });
    const added = await send("POST", "/admin/api/subscribers", { email: "ada@example.com", source, agreed: true });
    expect([added.status, (await added.json()).errors.email]).toEqual([
      409,
      "This address unsubscribed or was erased earlier, so it cannot be added: only its owner can subscribe again.",
    ]);
    expect(await test.db.query("select email from public.subscribers")).toEqual([{ email: "grace@example.com" }]);
  });

  it("shows a person whose confirmation e-mail waits as such, never as confirmed, in the list, the record and the export", async () => {
    // A cap of 1 a day, at noon on 1 July in British Summer Time (13:00 in London): the first e-mail goes, two wait.
    const clock = () => new Date("2026-07-01T12:00:00Z");
    const lifecycleSettings = { db: test.db, publicOrigin: origin, confirmMaxPerDay: 1, sendsMail: false, wake: () => undefined };
    const subscriptions = createSubscriptionLifecycle({ ...lifecycleSettings, log: () => undefined, clock });
    const server = createApp({ db: test.db, ...testAppOptions, admin: quietBackOffice(coach), subscriptions });
    for (const email of ["first@example.com", "second@example.com", "third@example.com"]) {
      const posted = await server.request("/rest/v1/subscribers", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, source_path: "/newsletter" }),
      });
      expect(posted.status).toBe(201);
    }
    const ask = async (path: string) => (await server.request(path, { headers: { Origin: origin, Cookie: cookie() } })).json();
    const since = (row: { confirmation_waiting_since?: string | null }) =>
      row.confirmation_waiting_since ? new Date(row.confirmation_waiting_since).toISOString() : null;
    const waitingFrom = "2026-07-01T12:00:00.000Z";

    const list = await ask("/admin/api/subscribers");
    expect(list.byStatus).toEqual({ pending: 3, confirmed: 0, unsubscribed: 0, waiting: 2 });
    expect(list.subscribers.map((row: Subscriber) => [row.email, row.status, since(row)])).toEqual([
      ["third@example.com", "pending", waitingFrom],
      ["second@example.com", "pending", waitingFrom],
      ["first@example.com", "pending", null],
    ]);
    const waiting = await ask("/admin/api/subscribers?status=waiting");
    expect(waiting.subscribers.map((row: Subscriber) => row.email)).toEqual(["third@example.com", "second@example.com"]);
    expect((await ask("/admin/api/subscribers?status=confirmed")).matching).toBe(0);
    const record = await ask(`/admin/api/subscribers/${await idOf("second@example.com")}`);
    expect([record.subscriber.status, since(record.subscriber)]).toEqual(["pending", waitingFrom]);

    const lines = (
      await (await server.request("/admin/api/subscribers/export.csv", { headers: { Cookie: cookie() } })).text()
    ).split("\r\n");
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d+,second@example\.com,,,pending,[\d :-]+,,\/newsletter,,,,2026-07-01 13:00$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\d+,first@example\.com,,,pending,[\d :-]+,,\/newsletter,,,,$/));
  });

  it("reports whether the caps held back confirmation e-mails today", async () => {
    const quiet = await (await send("GET", "/admin/api/subscribers/confirmation-caps")).json();
    expect(quiet).toEqual({
      maxPerDay: 5,
      sentToday: 0,
      heldBackToday: { perAddress: 0, daily: 0 },
      lastHeldBackAt: null,
      waiting: 0,
      nextWaitingGoesAt: null,
    });
    await test.db.query(
      `insert into public.confirmation_mail_log (email, outcome, created_at) values
       ('a@example.com', 'sent', now()), ('b@example.com', 'sent', now()), ('a@example.com', 'capped_address', now()),
       ('c@example.com', 'capped_daily', now()), ('d@example.com', 'capped_daily', now()),
       ('e@example.com', 'capped_daily', now() - interval '2 days')`,
    );
    const capped = await (await send("GET", "/admin/api/subscribers/confirmation-caps")).json();
    expect(capped).toMatchObject({ maxPerDay: 5, sentToday: 2, heldBackToday: { perAddress: 1, daily: 2 } });
    expect(Date.now() - Date.parse(capped.lastHeldBackAt)).toBeLessThan(60_000);
  });

  it("answers 401 JSON to each endpoint without a session, and 403 to a post from another origin", async () => {
    for (const [method, path, body] of endpoints) {
      const answer = await send(method, path, body, { session: "" });
      expect([method, path, answer.status]).toEqual([method, path, 401]);
      expect(await answer.json()).toEqual({ code: "signed-out", message: "Please sign in again." });
    }
    for (const [method, path, body] of endpoints.filter(([method]) => method === "POST")) {
      const forged = await send(method, path, body, { from: "https://evil.example" });
      expect([path, forged.status]).toEqual([path, 403]);
      expect((await forged.json()).code).toBe("other-site");
    }
    const [stored] = await test.db.query("select count(*)::int as count from public.subscribers");
    expect(stored?.count).toBe(0);
  });
});
