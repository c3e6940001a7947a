/**
 * A local fake of the Calendly API endpoints the Connections screen uses (decision 051), shaped as Calendly's API v2
 * documents them: GET /users/me, GET, POST and DELETE /webhook_subscriptions. For the server and e2e tests only,
 * reached through CALENDLY_API_BASE. GET /_fake/subscriptions lets a test read the signing keys Calendly keeps to
 * itself, to sign a booking as Calendly would.
 */
import { randomUUID } from "node:crypto";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

/** The tokens the fake knows: one that may do everything, one revoked (401), one without the webhook scopes (403). */
export const fakeCalendlyTokens = {
  allowed: "fake-calendly-token.allowed.0123456789",
  revoked: "fake-calendly-token.revoked.0123456789",
  withoutWebhooks: "fake-calendly-token.users-read-only.0123456789",
};

interface FakeSubscription {
  uuid: string;
  callback_url: string;
  events: string[];
  scope: string;
  organization: string;
  user: string;
  signing_key: string;
}

const unauthenticated = { title: "Unauthenticated", message: "The access token is invalid" };
const permissionDenied = { title: "Permission Denied", message: "You do not have permission to access this resource." };

export function createFakeCalendly() {
  const subscriptions = new Map<string, FakeSubscription>();
  const app = new Hono();
  const base = (url: string) => new URL(url).origin;
  const userOf = (url: string) => `${base(url)}/users/FAKEUSER`;
  const organizationOf = (url: string) => `${base(url)}/organizations/FAKEORG`;
  const shown = (url: string, { signing_key: _, uuid, ...rest }: FakeSubscription) => ({
    uri: `${base(url)}/webhook_subscriptions/${uuid}`,
    state: "active",
    creator: rest.user,
    ...rest,
  });

  app.use("*", async (c, next) => {
    if (c.req.path.startsWith("/_fake/")) return next();
    const token = c.req.header("authorization")?.replace(/^Bearer /, "");
    if (token !== fakeCalendlyTokens.allowed && token !== fakeCalendlyTokens.withoutWebhooks) {
      return c.json(unauthenticated, 401);
    }
    if (token === fakeCalendlyTokens.withoutWebhooks && c.req.path !== "/users/me") return c.json(permissionDenied, 403);
    return next();
  });

  app.get("/users/me", (c) =>
    c.json({
      resource: {
        uri: userOf(c.req.url),
        name: "Sarah Coach",
        email: "coach@example.com",
        scheduling_url: "https://calendly.com/sarah-coach",
        timezone: "Europe/London",
        current_organization: organizationOf(c.req.url),
      },
    }),
  );

  app.get("/webhook_subscriptions", (c) => {
    const { organization, user, scope } = c.req.query();
    if (!organization || !scope || (scope === "user" && !user)) {
      return c.json({ title: "Invalid Argument", message: "The supplied parameters are invalid." }, 400);
    }
    const collection = [...subscriptions.values()]
      .filter((found) => found.organization === organization && found.scope === scope && (!user || found.user === user))
      .map((found) => shown(c.req.url, found));
    return c.json({ collection, pagination: { count: collection.length, next_page: null, previous_page: null } });
  });

  app.post("/webhook_subscriptions", async (c) => {
    const body = await c.req.json();
    const valid =
      typeof body.url === "string" &&
      Array.isArray(body.events) &&
      body.events.length > 0 &&
      body.organization === organizationOf(c.req.url) &&
      (body.scope === "organization" || (body.scope === "user" && body.user === userOf(c.req.url))) &&
      typeof body.signing_key === "string";
    if (!valid) return c.json({ title: "Invalid Argument", message: "The supplied parameters are invalid." }, 400);
    if ([...subscriptions.values()].some((found) => found.callback_url === body.url && found.user === body.user)) {
      return c.json({ title: "Already Exists", message: "Hook with this url already exists" }, 409);
    }
    const subscription: FakeSubscription = {
      uuid: randomUUID(),
      callback_url: body.url,
      events: body.events,
      scope: body.scope,
      organization: body.organization,
      user: body.user,
      signing_key: body.signing_key,
    };
    subscriptions.set(subscription.uuid, subscription);
    return c.json({ resource: shown(c.req.url, subscription) }, 201);
  });

  app.delete("/webhook_subscriptions/:uuid", (c) => {
    if (!subscriptions.delete(c.req.param("uuid"))) {
      return c.json({ title: "Resource Not Found", message: "The server could not find the requested resource." }, 404);
    }
    return c.body(null, 204);
  });

  app.get("/_fake/subscriptions", (c) => c.json([...subscriptions.values()]));

  return { app, subscriptions };
}

/** Serves a fresh fake on `port` (0: any free one); resolves with its address and a function that stops it. */
export function serveFakeCalendly(port = 0) {
  const fake = createFakeCalendly();
  return new Promise<{ base: string; subscriptions: Map<string, FakeSubscription>; close: () => Promise<void> }>((resolve) => {
    const server = serve({ fetch: fake.app.fetch, hostname: "127.0.0.1", port }, (info) => {
      resolve({
        base: `http://127.0.0.1:${info.port}`,
        subscriptions: fake.subscriptions,
        close: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
}
