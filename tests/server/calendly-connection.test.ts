import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { fakeCalendlyTokens, serveFakeCalendly } from "../../scripts/support/fake-calendly";
import { calendlyDelivery, calendlyInvitee, testSecrets } from "../../scripts/support/sales-events";
import { type AppOptions, createApp } from "../../server/app";
import { scrubWaiting } from "../../server/storage/scrub";
import { pagesStub } from "./support/analytics";
import { copiesOnDisk } from "./support/copies-on-disk";
import { onEachStore } from "./support/databases";
import { quietBackOffice } from "./support/publishing-app";
import { sessionCookie, suiteDatabase } from "./support/suite";

const origin = "https://www.nextmovestrategy.co.uk";
const coach = "coach@example.com";
const callbackUrl = `${origin}/webhooks/calendly`;

onEachStore("Calendly connected from the back office with a token, on %s", (kind) => {
  const test = suiteDatabase(kind, "public.bookings_and_sales, public.webhook_connections");
  let cookie: string;
  let fake: Awaited<ReturnType<typeof serveFakeCalendly>>;

  beforeAll(async () => {
    cookie = await sessionCookie(test.db, coach);
    fake = await serveFakeCalendly();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.subscriptions.clear();
  });

  function server({ calendlyApiBase = fake.base, webhookSecrets = {} }: Partial<AppOptions> = {}) {
    const app = createApp({
      webhookSecrets,
      db: test.db,
      site: pagesStub,
      rateLimitPerMinute: 0,
      trustProxy: true,
      publicOrigin: origin,
      calendlyApiBase,
      admin: quietBackOffice(coach),
    });
    const admin = async (method: string, path: string, body?: unknown, session = cookie) => {
      const answer = await app.request(`${origin}/admin/api/${path}`, {
        method,
        headers: { cookie: session, origin, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json() };
    };
    return {
      admin,
      connect: (token: string) => admin("POST", "connections/calendly/subscription", { token }),
      calendly: async () =>
        (await admin("GET", "connections")).body.find((found: { provider: string }) => found.provider === "calendly"),
      booking: (signingKey: string, uri = "https://api.calendly.com/invitees/I1") => {
        const delivery = calendlyDelivery("invitee.created", calendlyInvitee(uri), undefined, signingKey);
        return app.request(`${origin}/webhooks/calendly`, { method: "POST", body: delivery.body, headers: delivery.headers });
      },
    };
  }

  const onlySubscription = () => {
    const [subscription, ...others] = fake.subscriptions.values();
    expect(others).toEqual([]);
    if (!subscription) throw new Error("Calendly has no subscription");
    return subscription;
  };

  it("creates the subscription with a key it made, takes bookings signed with it, and Disconnect deletes it in Calendly", async () => {
    const { connect, calendly, booking, admin } = server();
    const connected = await connect(` ${fakeCalendlyTokens.allowed}\n`);
    expect(connected.status).toBe(200);
    const subscription = onlySubscription();
    expect(subscription).toMatchObject({
      callback_url: callbackUrl,
      events: ["invitee.created", "invitee.canceled"],
      scope: "user",
      user: `${fake.base}/users/FAKEUSER`,
      organization: `${fake.base}/organizations/FAKEORG`,
    });
    expect(subscription.signing_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const answered = JSON.stringify(connected.body);
    expect(answered).not.toContain(subscription.signing_key);
    expect(answered).not.toContain(fakeCalendlyTokens.allowed);
    expect(await calendly()).toMatchObject({
      savedSecretEnd: subscription.signing_key.slice(-4),
      subscribedFromHere: true,
      account: { name: "Sarah Coach", email: "coach@example.com" },
      events: 0,
    });

    expect((await booking(testSecrets.calendly)).status).toBe(400);
    expect((await booking(subscription.signing_key)).status).toBe(200);
    expect(await calendly()).toMatchObject({ events: 1 });

    // Connecting again replaces the subscription: one in Calendly, with a new key; the old key is refused.
    expect((await connect(fakeCalendlyTokens.allowed)).status).toBe(200);
    const replacement = onlySubscription();
    expect(replacement.signing_key).not.toBe(subscription.signing_key);
    expect((await booking(subscription.signing_key, "https://api.calendly.com/invitees/I2")).status).toBe(400);

    expect((await admin("DELETE", "connections/calendly")).status).toBe(200);
    expect(fake.subscriptions.size).toBe(0);
    expect((await booking(replacement.signing_key, "https://api.calendly.com/invitees/I3")).status).toBe(404);
    expect(await calendly()).toMatchObject({ savedSecretEnd: null, subscribedFromHere: false, account: null });
  });

  it("leaves no copy of the token or the signing key on disk after Disconnect, though each booking counted copied them", async () => {
    const { connect, booking, admin } = server();
    expect((await connect(fakeCalendlyTokens.allowed)).status).toBe(200);
    const { signing_key: signingKey } = onlySubscription();
    for (const invitee of ["I1", "I2", "I3"]) {
      expect((await booking(signingKey, `https://api.calendly.com/invitees/${invitee}`)).status).toBe(200);
    }
    expect((await admin("DELETE", "connections/calendly")).status).toBe(200);
    // The old row versions are rewritten away in the background: a session that reads the table then (autovacuum, on
    // PostgreSQL under load) makes that wait and try again, as Health says meanwhile (decision 066).
    await expect.poll(() => scrubWaiting(test.db), { timeout: 20_000, interval: 100 }).toBeUndefined();
    // The embedded database writes every page it holds to its folder when it closes, as before a backup.
    if (test.dataDir) await test.reopen();
    expect(await copiesOnDisk(test, "webhook_connections", fakeCalendlyTokens.allowed)).toBe(0);
    expect(await copiesOnDisk(test, "webhook_connections", signingKey)).toBe(0);
  });

  it("says what to do when Calendly refuses the token, when it lacks the webhook scopes, and when it cannot be reached", async () => {
    const { connect, calendly } = server();
    const revoked = await connect(fakeCalendlyTokens.revoked);
    expect(revoked.status).toBe(400);
    expect(revoked.body.errors.token).toMatch(/revoked or has expired\. Make a new one in Calendly/);
    const withoutWebhooks = await connect(fakeCalendlyTokens.withoutWebhooks);
    expect(withoutWebhooks.status).toBe(400);
    expect(withoutWebhooks.body.errors.token).toMatch(/paid Calendly plan .* webhooks:write/);
    for (const token of ["", "two words.0123456789abcdef"]) {
      expect((await connect(token)).body.errors.token).toEqual(expect.any(String));
    }

    const closed = await serveFakeCalendly();
    await closed.close();
    const unreachable = await server({ calendlyApiBase: closed.base }).connect(fakeCalendlyTokens.allowed);
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.errors.token).toMatch(/could not be reached, so nothing was changed/);

    expect(fake.subscriptions.size).toBe(0);
    expect(await calendly()).toMatchObject({ savedSecretEnd: null, subscribedFromHere: false, account: null });
  });

  it("keeps the connection when Calendly no longer accepts the saved token at Disconnect, and says how to mend it", async () => {
    const { connect, admin, calendly } = server();
    await connect(fakeCalendlyTokens.allowed);
    await test.db.query("update public.webhook_connections set api_token = $1", [fakeCalendlyTokens.revoked]);
    const refused = await admin("DELETE", "connections/calendly");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Make a new one in Calendly/);
    expect(await calendly()).toMatchObject({ subscribedFromHere: true });

    // A new token replaces the subscription Calendly still has; Disconnect then deletes it.
    expect((await connect(fakeCalendlyTokens.allowed)).status).toBe(200);
    expect(fake.subscriptions.size).toBe(1);
    expect((await admin("DELETE", "connections/calendly")).status).toBe(200);
    expect(fake.subscriptions.size).toBe(0);
  });

  it("refuses a token while the server's settings give Calendly's key, which would win over the subscription's", async () => {
    const answer = await server({ webhookSecrets: testSecrets }).connect(fakeCalendlyTokens.allowed);
    expect(answer.status).toBe(409);
    expect(answer.body.errors.token).toMatch(/CALENDLY_WEBHOOK_SIGNING_KEY/);
    expect(fake.subscriptions.size).toBe(0);
  });

  it("refuses to connect Calendly without a session", async () => {
    const { admin } = server();
    const answer = await admin("POST", "connections/calendly/subscription", { token: fakeCalendlyTokens.allowed }, "");
    expect([answer.status, answer.body.code]).toEqual([401, "signed-out"]);
    expect(fake.subscriptions.size).toBe(0);
  });
});
