import { describe, expect, it, vi } from "vitest";
import { consentVersion } from "~/content/consent";
import { type InsertOutcome, insertRow, subscribe } from "~/lib/backend";
import { subscribeMessages, subscribeToast, unexpectedErrorToast } from "~/lib/messages";
import { initialSubscribeState, subscribeReducer } from "~/lib/subscribe-state";

describe("the subscribe form's messages", () => {
  it.each<[InsertOutcome, string, string]>([
    [{ kind: "created" }, "Success!", "Thank you for subscribing to our newsletter!"],
    [{ kind: "duplicate" }, "Subscription Failed", "This email is already subscribed to our newsletter."],
    [{ kind: "rejected", status: 500, code: "XX000" }, "Subscription Failed", "Unable to subscribe. Please try again later."],
    [{ kind: "rejected", status: 429, code: null }, "Subscription Failed", "Unable to subscribe. Please try again later."],
    [{ kind: "network" }, "Subscription Failed", "Connection error. Please check your internet connection and try again."],
  ])("%j → %s / %s", (outcome, title, description) => {
    expect(subscribeToast(outcome)).toEqual({ title, description });
  });

  it("falls back to 'Error' / 'Something went wrong. Please try again.' on an unexpected exception", () => {
    expect(unexpectedErrorToast).toEqual({ title: "Error", description: "Something went wrong. Please try again." });
    expect(subscribeMessages.fallback).toBe("Something went wrong. Please try again.");
  });
});

describe("insertRow", () => {
  const respond = (status: number, body = "") => vi.fn(async () => new Response(body || null, { status }));

  it("posts JSON with the anon key, asking for no row back", async () => {
    const fetcher = respond(201);
    expect(
      await insertRow("subscribers", { email: "a@b.co" }, { baseUrl: "https://x.supabase.co", anonKey: "key", fetcher }),
    ).toEqual({
      kind: "created",
    });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://x.supabase.co/rest/v1/subscribers");
    expect(init.headers).toMatchObject({ apikey: "key", Authorization: "Bearer key", Prefer: "return=minimal" });
    expect(JSON.parse(init.body as string)).toEqual({ email: "a@b.co" });
  });

  it("reads a confirmation e-mail that waits for a place from the 201's header, and nothing from PostgREST's bare 201", async () => {
    const waiting = vi.fn(async () => new Response(null, { status: 201, headers: { "X-Confirmation-Email": "waiting" } }));
    expect(await insertRow("subscribers", {}, { fetcher: waiting })).toEqual({ kind: "created", confirmationWaits: true });
    expect(await insertRow("subscribers", {}, { fetcher: respond(201) })).toEqual({ kind: "created" });
  });

  it("recognises a duplicate by PostgreSQL's code 23505", async () => {
    const fetcher = respond(409, JSON.stringify({ code: "23505", message: "duplicate" }));
    expect(await insertRow("subscribers", {}, { fetcher })).toEqual({ kind: "duplicate" });
  });

  it("reports other refusals with their status and code, even without a JSON body", async () => {
    expect(await insertRow("subscribers", {}, { fetcher: respond(400, JSON.stringify({ code: "23514" })) })).toEqual({
      kind: "rejected",
      status: 400,
      code: "23514",
    });
    expect(await insertRow("subscribers", {}, { fetcher: respond(502, "<html>bad gateway</html>") })).toEqual({
      kind: "rejected",
      status: 502,
      code: null,
    });
  });

  it("reports a request that never arrived as a network failure", async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await insertRow("subscribers", {}, { fetcher })).toEqual({ kind: "network" });
  });

  it("sends the page path, and the honeypot only when something filled it", async () => {
    const fetcher = respond(201);
    await subscribe("a@b.co", "", "/newsletter", { fetcher });
    await subscribe("a@b.co", "http://spam", "/newsletter", { fetcher });
    const bodies = fetcher.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string));
    const consent = { source_path: "/newsletter", consent_version: consentVersion };
    expect(bodies).toEqual([
      { email: "a@b.co", ...consent },
      { email: "a@b.co", ...consent, website: "http://spam" },
    ]);
  });
});

describe("subscribe states", () => {
  const typed = subscribeReducer(initialSubscribeState, { type: "edit", email: "ada@example.com" });

  it("goes idle → submitting → success, clearing the address", () => {
    const submitting = subscribeReducer(typed, { type: "submit" });
    expect(submitting).toEqual({ status: "submitting", email: "ada@example.com" });
    expect(subscribeReducer(submitting, { type: "finish", outcome: { kind: "created" } })).toEqual({
      status: "success",
      email: "",
    });
  });

  it.each<InsertOutcome>([{ kind: "duplicate" }, { kind: "network" }, { kind: "rejected", status: 500, code: null }])(
    "keeps the address after %j",
    (outcome) => {
      const failed = subscribeReducer(subscribeReducer(typed, { type: "submit" }), { type: "finish", outcome });
      expect(failed).toEqual({ status: "failure", email: "ada@example.com" });
    },
  );

  it("keeps the address after an unexpected exception", () => {
    expect(subscribeReducer(subscribeReducer(typed, { type: "submit" }), { type: "crash" })).toEqual({
      status: "failure",
      email: "ada@example.com",
    });
  });

  it("does nothing with an empty or blank address", () => {
    expect(subscribeReducer(initialSubscribeState, { type: "submit" })).toBe(initialSubscribeState);
    const blank = subscribeReducer(initialSubscribeState, { type: "edit", email: "   " });
    expect(subscribeReducer(blank, { type: "submit" })).toBe(blank);
  });

  it("ignores typing and a second submit while a request is pending", () => {
    const submitting = subscribeReducer(typed, { type: "submit" });
    expect(subscribeReducer(submitting, { type: "submit" })).toBe(submitting);
    expect(subscribeReducer(submitting, { type: "edit", email: "other@example.com" })).toBe(submitting);
  });

  it("returns to idle when the visitor edits after a result", () => {
    const failed = subscribeReducer(subscribeReducer(typed, { type: "submit" }), {
      type: "finish",
      outcome: { kind: "network" },
    });
    expect(subscribeReducer(failed, { type: "edit", email: "new@example.com" })).toEqual({
      status: "idle",
      email: "new@example.com",
    });
  });
});
