import { randomBytes } from "node:crypto";
import { z } from "zod";

/** Calendly's API. CALENDLY_API_BASE points elsewhere only in tests, at a local fake of the same endpoints. */
export const calendlyApiBaseByDefault = "https://api.calendly.com";

const subscribedEvents = ["invitee.created", "invitee.canceled"];
const answerWithin = 15_000;

/** Calendly said no, or could not be reached; the message tells the coach what to do next. */
export class CalendlyRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 502,
  ) {
    super(message);
  }
}

const whereTokensAreMade = "Integrations & apps, then API and webhooks, then Personal access tokens";

function refusalOf(status: number, step: string): CalendlyRefusal {
  if (status === 401) {
    return new CalendlyRefusal(
      `Calendly did not accept this token: it was mistyped, revoked or has expired. Make a new one in Calendly (${whereTokensAreMade}) and paste it here.`,
      400,
    );
  }
  if (status === 403) {
    return new CalendlyRefusal(
      "Calendly would not let this token create a webhook. Webhooks need a paid Calendly plan (Standard or above) and a token allowed to read your user and read and write webhooks (users:read, webhooks:read, webhooks:write). Make a token with those and paste it here.",
      400,
    );
  }
  return new CalendlyRefusal(
    `Calendly answered ${status} while ${step}. Nothing was changed here; try again in a few minutes.`,
    502,
  );
}

const unreachable = new CalendlyRefusal(
  "Calendly could not be reached, so nothing was changed. Try again in a few minutes; if it goes on, whoever runs the server should check that it can reach api.calendly.com.",
  502,
);

const currentUser = z.object({
  resource: z.object({
    uri: z.string().max(500),
    current_organization: z.string().max(500),
    name: z.string().nullish(),
    email: z.string().nullish(),
  }),
});

/** Text from Calendly as kept and shown: printable, at most `length` characters. */
const shown = (text: string | null | undefined, length: number) =>
  text
    ?.replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, length) ?? "";
const subscriptionList = z.object({ collection: z.array(z.object({ uri: z.string(), callback_url: z.string() })) });
const createdSubscription = z.object({ resource: z.object({ uri: z.string().max(500) }) });

/** The last part of a subscription's address: the only part of it the server sends back to Calendly. */
function uuidOf(subscriptionUri: string): string {
  const uuid = subscriptionUri.split("/").pop() ?? "";
  if (!/^[A-Za-z0-9-]{1,64}$/.test(uuid))
    throw new CalendlyRefusal("Calendly's subscription has an address we do not recognise.", 502);
  return uuid;
}

/**
 * Creates and deletes the coach's Calendly webhook subscription with her personal access token
 * (decision 051): GET /users/me for her user and organisation, then POST /webhook_subscriptions for
 * invitee.created and invitee.canceled, scope user, with a signing key generated here.
 */
export function createCalendlyApi(base: string = calendlyApiBaseByDefault) {
  async function call(token: string, method: string, path: string, step: string, body?: unknown) {
    const response = await fetch(new URL(path, base), {
      method,
      headers: { authorization: `Bearer ${token}`, accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "error",
      signal: AbortSignal.timeout(answerWithin),
    }).catch(() => {
      throw unreachable;
    });
    if (!response.ok && !(method === "DELETE" && response.status === 404)) throw refusalOf(response.status, step);
    return response;
  }

  /** Calls the API and reads its answer as documented. */
  async function read<T>(schema: z.ZodType<T>, token: string, method: string, path: string, step: string, body?: unknown) {
    const response = await call(token, method, path, step, body);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new CalendlyRefusal(`Calendly's answer while ${step} was not as documented. Try again in a few minutes.`, 502);
    }
    return parsed.data;
  }

  async function unsubscribe(token: string, subscriptionUri: string) {
    await call(token, "DELETE", `/webhook_subscriptions/${uuidOf(subscriptionUri)}`, "deleting the webhook subscription");
  }

  return {
    /**
     * Subscribes `callbackUrl` to her bookings and cancellations, first deleting any subscription already sending
     * there (its signing key cannot be read back); answers the new key, the subscription's address, and the account's
     * name and e-mail as Calendly gives them, so that the screen can say which account is connected.
     */
    async subscribe(token: string, callbackUrl: string) {
      const me = (await read(currentUser, token, "GET", "/users/me", "looking up your Calendly user")).resource;
      const owner = { organization: me.current_organization, user: me.uri, scope: "user" };
      const query = new URLSearchParams({ ...owner, count: "100" });
      const listing = `/webhook_subscriptions?${query}`;
      const existing = await read(subscriptionList, token, "GET", listing, "listing your webhook subscriptions");
      for (const old of existing.collection.filter((found) => found.callback_url === callbackUrl)) {
        await unsubscribe(token, old.uri);
      }
      const signingKey = randomBytes(32).toString("base64url");
      const body = { ...owner, url: callbackUrl, events: subscribedEvents, signing_key: signingKey };
      const creating = "creating the webhook subscription";
      const created = await read(createdSubscription, token, "POST", "/webhook_subscriptions", creating, body);
      const account = { name: shown(me.name, 200), email: shown(me.email, 320) };
      return { signingKey, subscriptionUri: created.resource.uri, account };
    },

    /** Deletes the subscription; one Calendly no longer has counts as deleted. */
    unsubscribe,
  };
}

export type CalendlyApi = ReturnType<typeof createCalendlyApi>;
