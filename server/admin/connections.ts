import { type Context, Hono } from "hono";
import { z } from "zod";
import type { WebhookProvider } from "../../app/admin/connections/types";
import { refuse } from "../http/refusal";
import { type CalendlyApi, CalendlyRefusal } from "../sales/calendly-api";
import { type Connections, webhookProviders } from "../sales/connections";
import { jsonObject } from "../sign-in/guards";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";

/** The form of each provider's signing secret, and what to tell the coach when a pasted one is not of it. */
const secretForms: Record<WebhookProvider, { pattern: RegExp; refusal: string }> = {
  stripe: {
    pattern: /^whsec_[A-Za-z0-9+/=_-]{16,190}$/,
    refusal: "A Stripe signing secret starts with whsec_ and goes on with letters and digits. Copy it again from Stripe.",
  },
  cal: {
    pattern: /^[\x21-\x7e]{8,200}$/,
    refusal: "Use the secret you typed into Cal.com: at least 8 letters, digits or signs, at most 200.",
  },
  calendly: {
    pattern: /^[A-Za-z0-9_+/=-]{16,200}$/,
    refusal: "A Calendly signing key is at least 16 letters and digits. Copy it again from where you made the webhook.",
  },
};

/** A pasted secret or token without the spaces and line breaks copying adds around it; one inside it is still refused. */
const secretInput = z.object({ secret: z.string().max(1000).trim() });
const tokenInput = z.object({ token: z.string().max(5000).trim() });

/** What is wrong with a pasted Calendly personal access token, or undefined when it could be one. */
function tokenRefusal(token: string): string | undefined {
  if (token === "") return "Paste the personal access token you made in Calendly.";
  if (/\s/.test(token)) return "The token has spaces or line breaks in it. Copy it again, without them.";
  return /^[\x21-\x7e]{20,2000}$/.test(token)
    ? undefined
    : "A Calendly personal access token is a long run of letters, digits and dots. Copy it again from Calendly.";
}

/** What is wrong with a pasted secret, or undefined when it has the provider's form. */
export function secretRefusal(provider: WebhookProvider, secret: string): string | undefined {
  if (secret === "") return "Paste the signing secret.";
  if (/\s/.test(secret)) return "The secret has spaces or line breaks in it. Copy it again, without them.";
  return secretForms[provider].pattern.test(secret) ? undefined : secretForms[provider].refusal;
}

const isProvider = (name: string): name is WebhookProvider => (webhookProviders as readonly string[]).includes(name);

/** A refusal from Calendly as the screen shows it: beside the token's field, with Calendly's advice. */
function calendlyFailure(c: Context, error: unknown) {
  if (!(error instanceof CalendlyRefusal)) throw error;
  return refuse(c, error.status, { message: error.message, errors: { token: error.message } });
}

/**
 * /admin/api/connections: GET each provider's address, whether it is connected, its counts and
 * last refusal; PUT /:provider saves a signing secret of the provider's form; POST /calendly/subscription
 * creates the Calendly webhook subscription with a personal access token (decision 051); DELETE /:provider
 * disconnects it, deleting that subscription in Calendly first (its webhook answers 404 again unless the
 * server's settings give a secret).
 */
export function createConnectionsApi(
  db: Database,
  secure: boolean,
  connections: Connections,
  publicOrigin: string,
  calendly: CalendlyApi,
) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  const unknown = (c: Context) => refuse(c, 404, { message: "There is no such connection." });

  api.get("/", async (c) => c.json(await connections.statuses(publicOrigin)));

  api.put("/:provider", async (c) => {
    const provider = c.req.param("provider");
    if (!isProvider(provider)) return unknown(c);
    const parsed = secretInput.safeParse(await jsonObject(c.req.raw));
    if (!parsed.success) return refuse(c, 400, { message: "Send the secret as { secret }." });
    const refusal = secretRefusal(provider, parsed.data.secret);
    if (refusal) return refuse(c, 400, { message: refusal, errors: { secret: refusal } });
    await connections.save(provider, parsed.data.secret, c.get("adminSession").email);
    return c.json(await connections.statuses(publicOrigin));
  });

  api.post("/calendly/subscription", async (c) => {
    if (connections.fromServerSettings("calendly")) {
      const message =
        "The server's setting CALENDLY_WEBHOOK_SIGNING_KEY gives Calendly's key, so a subscription made here would not be used. Ask whoever runs the server to remove it first.";
      return refuse(c, 409, { message, errors: { token: message } });
    }
    const parsed = tokenInput.safeParse(await jsonObject(c.req.raw));
    if (!parsed.success) return refuse(c, 400, { message: "Send the token as { token }." });
    const token = parsed.data.token.trim();
    const refusal = tokenRefusal(token);
    if (refusal) return refuse(c, 400, { message: refusal, errors: { token: refusal } });
    try {
      const created = await calendly.subscribe(token, `${publicOrigin}/webhooks/calendly`);
      await connections.saveCalendlySubscription({ ...created, token }, c.get("adminSession").email);
    } catch (error) {
      return calendlyFailure(c, error);
    }
    return c.json(await connections.statuses(publicOrigin));
  });

  api.delete("/:provider", async (c) => {
    const provider = c.req.param("provider");
    if (!isProvider(provider)) return unknown(c);
    const subscription = provider === "calendly" ? await connections.calendlySubscription() : undefined;
    if (subscription) {
      try {
        await calendly.unsubscribe(subscription.token, subscription.subscriptionUri);
      } catch (error) {
        return calendlyFailure(c, error);
      }
    }
    await connections.disconnect(provider);
    return c.json(await connections.statuses(publicOrigin));
  });

  return api;
}
