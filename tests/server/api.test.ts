import { beforeEach, expect, it } from "vitest";
import { limits } from "../../app/lib/validation";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import { maxBodyBytes } from "../../server/http/request-body";
import { onEachStore } from "./support/databases";
import { suiteDatabase } from "./support/suite";

onEachStore("REST API on %s", (kind) => {
  const test = suiteDatabase(kind, "public.subscribers, public.contact_messages");
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    app = createApp({
      db: test.db,
      ...testAppOptions,
    });
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    app.request(`/rest/v1/${path}`, { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } });
  const count = async (table: string) => Number((await test.db.query(`select count(*) as n from public.${table}`))[0]?.n);

  it("stores a subscriber and answers 201 with no body", async () => {
    const response = await post("subscribers", JSON.stringify({ email: "  ada@example.com " }));
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("");
    expect(await test.db.query("select email from public.subscribers")).toEqual([{ email: "ada@example.com" }]);
  });

  it("accepts a one-element array, as PostgREST does", async () => {
    expect((await post("subscribers", JSON.stringify([{ email: "grace@example.com" }]))).status).toBe(201);
    expect(await count("subscribers")).toBe(1);
  });

  it.each(["ada@example.com", "ADA@EXAMPLE.COM", "Ada@Example.com", " ada@example.com"])(
    "answers 409 23505 for %j after ada@example.com",
    async (variant) => {
      await post("subscribers", JSON.stringify({ email: "ada@example.com" }));
      const response = await post("subscribers", JSON.stringify({ email: variant }));
      expect(response.status).toBe(409);
      const body = await response.json();
      expect(body).toMatchObject({ code: "23505", hint: null });
      expect(typeof body.message).toBe("string");
      expect(body).toHaveProperty("details");
      expect(await count("subscribers")).toBe(1);
    },
  );

  it("refuses return=representation as PostgREST does for a role that cannot read", async () => {
    const response = await post("subscribers", JSON.stringify({ email: "x@example.com" }), { Prefer: "return=representation" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "42501" });
    expect(await count("subscribers")).toBe(0);
  });

  it("answers malformed JSON with 400 PGRST102", async () => {
    const response = await post("subscribers", "{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PGRST102" });
  });

  it("answers a wrong content type with 415 and a JSON body", async () => {
    const response = await post("subscribers", "email=a@b.co", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("answers an unknown column with 400 PGRST204", async () => {
    const response = await post("subscribers", JSON.stringify({ email: "a@example.com", is_admin: true }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PGRST204" });
  });

  it.each([
    ["an invalid e-mail", { email: "not-an-email" }],
    ["an over-long e-mail", { email: `${"a".repeat(250)}@example.com` }],
    ["a number for e-mail", { email: 42 }],
  ])("answers %s with 400 23514 and stores nothing", async (_, row) => {
    const response = await post("subscribers", JSON.stringify(row));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "23514" });
    expect(await count("subscribers")).toBe(0);
  });

  it("answers a body over the limit with 413, and accepts exactly the limit", async () => {
    const padded = (size: number) => {
      const base = JSON.stringify({ email: "pad@example.com" });
      return `${base.slice(0, -1)}${" ".repeat(size - base.length)}}`;
    };
    expect((await post("subscribers", padded(maxBodyBytes + 1))).status).toBe(413);
    expect((await post("subscribers", padded(maxBodyBytes))).status).toBe(201);
  });

  it("accepts the longest message the fields allow in a non-Latin script, even with every character escaped", async () => {
    const cjk = (length: number) => "漢".repeat(length);
    const row = {
      name: cjk(limits.name),
      email: "cjk@example.com",
      subject: cjk(limits.subject),
      message: cjk(limits.message),
      interest: "consulting",
    };
    const escaped = JSON.stringify(row).replaceAll("漢", "\\u6f22");
    expect(Buffer.byteLength(escaped)).toBeGreaterThan(16 * 1024);
    expect((await post("contact_messages", escaped)).status).toBe(201);
    expect((await post("contact_messages", JSON.stringify({ ...row, email: "cjk2@example.com" }))).status).toBe(201);
  });

  it("sends the security headers with API answers, and HSTS only for an HTTPS origin", async () => {
    const response = await post("subscribers", "{");
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const https = createApp({
      db: test.db,
      ...testAppOptions,
      publicOrigin: "https://www.example.co.uk",
    });
    const secured = await https.request("/healthz");
    expect(secured.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("stops reading an endless body at the limit and answers 413", async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 4096;
        controller.enqueue(new Uint8Array(4096).fill(32));
      },
    });
    const init = { method: "POST", body: endless, duplex: "half", headers: { "Content-Type": "application/json" } };
    const response = await app.request("/rest/v1/subscribers", init as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PGRST413" });
    expect(sent).toBeLessThan(64 * 1024);
  });

  it("stores a contact message with every field", async () => {
    const message = {
      name: "Priya Shah",
      email: "priya@example.com",
      subject: "Consulting",
      message: "Hello Claire",
      interest: "consulting",
    };
    expect((await post("contact_messages", JSON.stringify(message))).status).toBe(201);
    expect(await test.db.query("select name, email, subject, message, interest from public.contact_messages")).toEqual([message]);
  });

  it.each([
    ["a missing subject", { name: "A", email: "a@example.com", message: "m", interest: "career" }],
    ["an unknown interest", { name: "A", email: "a@example.com", subject: "s", message: "m", interest: "crypto" }],
    [
      "a message over 5,000 characters",
      { name: "A", email: "a@example.com", subject: "s", message: "m".repeat(5001), interest: "other" },
    ],
    [
      "a name over 200 characters",
      { name: "n".repeat(201), email: "a@example.com", subject: "s", message: "m", interest: "other" },
    ],
  ])("refuses a contact message with %s", async (_, row) => {
    const response = await post("contact_messages", JSON.stringify(row));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "23514" });
    expect(await count("contact_messages")).toBe(0);
  });

  it("accepts and discards a filled honeypot", async () => {
    const response = await post("subscribers", JSON.stringify({ email: "bot@example.com", website: "http://spam.example" }));
    expect(response.status).toBe(201);
    expect(await count("subscribers")).toBe(0);
  });

  it("answers other methods with 405 and unknown tables with 404, in JSON", async () => {
    const get = await app.request("/rest/v1/subscribers");
    expect(get.status).toBe(405);
    expect(await get.json()).toHaveProperty("message");
    const unknown = await post("users", JSON.stringify({ email: "a@example.com" }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "PGRST205" });
  });

  it.each(["constructor", "__proto__", "toString"])(
    "answers /rest/v1/%s, a name every JavaScript object has, as an unknown table (found by the fuzzer)",
    async (name) => {
      const response = await post(name, "{}");
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "PGRST205" });
      expect((await app.request(`/rest/v1/${name}`)).status).toBe(404);
      expect((await app.request(`/${name}`)).status).toBe(404);
    },
  );

  it("lets anon insert but never read either table", async () => {
    await expect(test.db.queryAsAnon("select * from public.subscribers")).rejects.toMatchObject({ code: "42501" });
    await expect(test.db.queryAsAnon("select * from public.contact_messages")).rejects.toMatchObject({ code: "42501" });
    await expect(test.db.queryAsAnon("delete from public.subscribers")).rejects.toMatchObject({ code: "42501" });
  });

  it("limits each visitor to the configured number of inserts a minute", async () => {
    const limited = createApp({
      db: test.db,
      ...testAppOptions,
      rateLimitPerMinute: 5,
    });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await limited.request("/rest/v1/subscribers", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: `limit${index}@example.com` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await count("subscribers")).toBe(5);
  });
});
