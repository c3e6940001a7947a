/**
 * Generated input against the insert API, in-process on PGlite. `npm test` runs a short
 * form; `npm run test:fuzz` runs FUZZ_RUNS=10000 and prints the figures.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateContactMessage, validateSubscriber } from "../../app/lib/validation";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import { createSubscriptionLifecycle } from "../../server/subscriptions";
import { hashToken, newToken } from "../../server/subscriptions/statements";
import { createTestDatabase, type TestDatabase } from "./support/databases";

const runs = Number(process.env.FUZZ_RUNS ?? 300);

const sqlLooking = fc.constantFrom(
  "'; drop table public.subscribers; --",
  "a@example.com' or '1'='1",
  "x@example.com); delete from public.subscribers; --",
  "$1",
  "\\x00",
  "' union select * from pg_roles --",
  "reset role; select 1",
);
const controlCharacters = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) });
const hugeString = fc.integer({ min: 250, max: 40_000 }).map((length) => "x".repeat(length));
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  controlCharacters,
  sqlLooking,
  hugeString,
  fc.emailAddress(),
  fc.emailAddress().map((email) => `\u0000${email}`),
  fc.tuple(fc.emailAddress(), sqlLooking).map(([email, sql]) => `${sql}${email}`),
);
const anyValue = fc.oneof(anyText, fc.jsonValue());

const subscriberRow = fc.record({ email: anyValue, website: fc.option(anyText, { nil: undefined }) }, { requiredKeys: [] });
const contactRow = fc.record(
  {
    name: anyValue,
    email: anyValue,
    subject: anyValue,
    message: anyValue,
    interest: fc.oneof(fc.constantFrom("career", "consulting", "other", "CAREER", " career"), anyValue),
  },
  { requiredKeys: [] },
);
const validContact = fc.record({
  name: fc.oneof(fc.string({ minLength: 1, maxLength: 50 }), sqlLooking),
  email: fc.emailAddress(),
  subject: fc.oneof(fc.string({ minLength: 1, maxLength: 50 }), sqlLooking),
  message: fc.oneof(fc.string({ minLength: 1, maxLength: 500 }), sqlLooking, fc.string({ unit: "grapheme" })),
  interest: fc.constantFrom("career", "consulting", "other"),
});
const extraColumns = fc.dictionary(
  fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "id", "is_admin")),
  fc.jsonValue(),
  {
    maxKeys: 3,
  },
);

const body: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  fc.json(),
  fc.string(),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => new Uint8Array(bytes)),
  subscriberRow.map((row) => JSON.stringify(row)),
  contactRow.map((row) => JSON.stringify(row)),
  validContact.map((row) => JSON.stringify(row)),
  fc.emailAddress().map((email) => JSON.stringify({ email })),
  fc.tuple(subscriberRow, extraColumns).map(([row, extra]) => JSON.stringify({ ...extra, ...row })),
  fc.array(fc.oneof(subscriberRow, validContact), { minLength: 0, maxLength: 2000 }).map((rows) => JSON.stringify(rows)),
  fc.array(fc.jsonValue(), { maxLength: 5 }).map((rows) => JSON.stringify(rows)),
);

const contentType = fc.option(
  fc.oneof(
    { weight: 6, arbitrary: fc.constant("application/json") },
    fc.constantFrom(
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/json ;",
      "application/jsonp",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "",
    ),
    fc.string(),
  ),
  { nil: undefined },
);

const table = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom("subscribers", "contact_messages") },
  fc.constantFrom("constructor", "__proto__", "toString", "hasOwnProperty", "Subscribers", "subscribers%00", "subscribers/x"),
  fc.string().map(encodeURIComponent),
);

const request = fc.record({
  method: fc.oneof({ weight: 10, arbitrary: fc.constant("POST") }, fc.constantFrom("PUT", "PATCH", "DELETE", "OPTIONS")),
  table,
  body,
  contentType,
  prefer: fc.option(fc.oneof(fc.constant("return=representation"), fc.string()), { nil: undefined }),
  forwardedFor: fc.option(fc.string(), { nil: undefined }),
});

const header = (value: string) => value.replace(/[^\t\x20-\x7e]/g, "");

/** Flips the letter case of some characters and pads with whitespace that the server trims. */
const variantOf = (email: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: email.length, maxLength: email.length }),
      fc.constantFrom("", " ", "\t", "\n", "  \r\n", "\u00a0"),
      fc.constantFrom("", " ", "\t", "\n", " \r\n", "\u00a0"),
    )
    .map(([flips, before, after]) => {
      const flipped = [...email].map((char, index) => (flips[index] ? char.toUpperCase() : char.toLowerCase())).join("");
      return `${before}${flipped}${after}`;
    });

describe("the insert API under generated input, on PGlite", () => {
  let test: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const figures = { runs: 0, serverErrors: 0, crashes: 0, rowsFromInvalid: 0, created: 0, variants: 0 };

  beforeAll(async () => {
    test = await createTestDatabase("pglite");
    app = createApp({
      db: test.db,
      ...testAppOptions,
    });
  });
  afterAll(async () => {
    console.log(
      `test:fuzz  runs=${figures.runs} 5xx=${figures.serverErrors} crashes=${figures.crashes} rows_from_invalid=${figures.rowsFromInvalid} (201s=${figures.created}, case/whitespace variants=${figures.variants})`,
    );
    await test.dispose();
  });

  const counts = async () => {
    const [row] = await test.db.query(
      "select (select count(*) from public.subscribers) as subscribers, (select count(*) from public.contact_messages) as contact_messages",
    );
    return { subscribers: Number(row?.subscribers), contact_messages: Number(row?.contact_messages) };
  };

  const newestRowIsValid = async (tableName: "subscribers" | "contact_messages") => {
    const [row] = await test.db.query(`select * from public.${tableName} order by id desc limit 1`);
    const stored = row as Record<string, unknown>;
    const result = tableName === "subscribers" ? validateSubscriber(stored) : validateContactMessage(stored);
    return result.ok && Object.entries(result.value).every(([key, value]) => stored[key] === value);
  };

  it("answers every request with 201 or a 4xx JSON error, stores only valid rows, and /healthz keeps answering", async () => {
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        figures.runs += 1;
        const before = await counts();
        const headers: Record<string, string> = {};
        if (input.contentType !== undefined) headers["content-type"] = header(input.contentType);
        if (input.prefer !== undefined) headers.prefer = header(input.prefer);
        if (input.forwardedFor !== undefined) headers["x-forwarded-for"] = header(input.forwardedFor);
        let response: Response;
        try {
          response = await app.request(`/rest/v1/${input.table}`, { method: input.method, headers, body: input.body });
        } catch (error) {
          figures.crashes += 1;
          throw error;
        }
        const text = await response.text();
        const after = await counts();
        const added = after.subscribers - before.subscribers + (after.contact_messages - before.contact_messages);

        if (response.status >= 500) figures.serverErrors += 1;
        if (response.status === 201) {
          figures.created += 1;
          const stored = (Object.keys(after) as (keyof typeof after)[]).find((name) => after[name] > before[name]);
          if (added > 1 || (stored && !(await newestRowIsValid(stored)))) figures.rowsFromInvalid += added;
          expect(added).toBeLessThanOrEqual(1);
          expect(text).toBe("");
        } else {
          figures.rowsFromInvalid += added;
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(response.headers.get("content-type")).toContain("application/json");
          expect(JSON.parse(text)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
          expect(added).toBe(0);
        }
        expect((await app.request("/healthz")).status).toBe(200);
      }),
      { numRuns: runs },
    );
    expect(figures).toMatchObject({ serverErrors: 0, crashes: 0, rowsFromInvalid: 0 });
  });

  it("answers 409 to any letter-case or whitespace variant of a stored e-mail, and stores it once", async () => {
    let sequence = 0;
    const storedAndVariant = fc
      .emailAddress()
      .map((email) => `fuzz${sequence++}.${email}`)
      .filter((email) => validateSubscriber({ email }).ok)
      .chain((email) => fc.tuple(fc.constant(email), variantOf(email)));
    const post = (email: string) =>
      app.request("/rest/v1/subscribers", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
    await fc.assert(
      fc.asyncProperty(storedAndVariant, async ([email, variant]) => {
        figures.variants += 1;
        const first = await post(email);
        expect(first.status).toBe(201);
        const again = await post(variant);
        expect(again.status).toBe(409);
        expect(await again.json()).toMatchObject({ code: "23505" });
        const rows = await test.db.query("select email from public.subscribers where lower(email) = lower($1)", [email]);
        expect(rows).toEqual([{ email }]);
      }),
      { numRuns: Math.ceil(runs / 10) },
    );
  });
});

describe("the confirm and unsubscribe pages under generated input, on PGlite", () => {
  let test: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const realTokens = { confirm: newToken(), unsubscribe: newToken() };
  const figures = { runs: 0, serverErrors: 0, stateChanges: 0 };

  beforeAll(async () => {
    test = await createTestDatabase("pglite");
    const subscriptions = createSubscriptionLifecycle({
      db: test.db,
      publicOrigin: "https://coach.example",
      confirmMaxPerDay: 200,
      sendsMail: false,
      wake: () => undefined,
      log: () => undefined,
    });
    app = createApp({ db: test.db, ...testAppOptions, subscriptions });
    await test.db.query(
      "insert into public.subscribers (email, status) values ('pending@example.com', 'pending'), ('kept@example.com', 'confirmed')",
    );
    await test.db.query(
      `insert into public.subscription_tokens (token_hash, email, purpose, expires_at) values
         ($1, 'pending@example.com', 'confirm', now() + interval '7 days'), ($2, 'kept@example.com', 'unsubscribe', null)`,
      [hashToken(realTokens.confirm), hashToken(realTokens.unsubscribe)],
    );
  });
  afterAll(async () => {
    console.log(
      `test:fuzz  token endpoints runs=${figures.runs} 5xx=${figures.serverErrors} state_changes=${figures.stateChanges}`,
    );
    await test.dispose();
  });

  const state = async () =>
    JSON.stringify(
      await test.db.query(
        `select (select json_agg(s order by id) from public.subscribers s) as subscribers,
                (select json_agg(t order by token_hash) from public.subscription_tokens t) as tokens,
                (select count(*) from public.consent_events) as events,
                (select count(*) from public.suppressed_addresses) as suppressed,
                (select count(*) from public.notification_outbox) as outbox`,
      ),
    );

  /** A real token with one character changed, cut short or lengthened: near misses, never the token itself. */
  const nearMiss = fc
    .tuple(fc.constantFrom(realTokens.confirm, realTokens.unsubscribe), fc.nat(), fc.constantFrom("A", "-", "_", "%", ""))
    .map(([token, position, replacement]) => {
      const index = position % token.length;
      return `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
    })
    .filter((token) => token !== realTokens.confirm && token !== realTokens.unsubscribe);
  const token = fc.oneof(nearMiss, anyText, fc.constant(""));

  const tokenRequest = fc.record({
    method: fc.oneof({ weight: 5, arbitrary: fc.constantFrom("GET", "POST") }, fc.constantFrom("HEAD", "PUT", "DELETE")),
    path: fc.constantFrom("/newsletter/confirm", "/newsletter/unsubscribe"),
    queryToken: fc.option(token, { nil: undefined }),
    bodyToken: fc.option(token, { nil: undefined }),
    rawBody: fc.option(fc.oneof(fc.string(), fc.constant("List-Unsubscribe=One-Click")), { nil: undefined }),
    contentType: fc.option(
      fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json", "text/plain"),
      { nil: undefined },
    ),
  });

  it("answers every request without a 5xx and changes nothing without a valid token", async () => {
    const before = await state();
    await fc.assert(
      fc.asyncProperty(tokenRequest, async (input) => {
        figures.runs += 1;
        const query = input.queryToken === undefined ? "" : `?token=${encodeURIComponent(input.queryToken)}`;
        const headers: Record<string, string> = input.contentType ? { "content-type": input.contentType } : {};
        const body =
          input.method === "GET" || input.method === "HEAD"
            ? undefined
            : input.bodyToken !== undefined
              ? new URLSearchParams({ token: input.bodyToken }).toString()
              : input.rawBody;
        const response = await app.request(`${input.path}${query}`, { method: input.method, headers, body });
        await response.arrayBuffer();
        if (response.status >= 500) figures.serverErrors += 1;
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: runs },
    );
    const after = await state();
    if (after !== before) figures.stateChanges += 1;
    expect(after).toBe(before);
    expect(figures.serverErrors).toBe(0);
  });
});
