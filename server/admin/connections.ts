import { Hono } from "hono";
import { z } from "zod";
import type { WebhookProvider } from "../../app/lib/back-office-types";
import { type Connections, webhookProviders } from "../sales/connections";
import type { Database } from "../storage/db";
import { jsonObject } from "./guards";
import { type AdminEnv, requireSession } from "./sessions";

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

/** A pasted secret without the spaces and line breaks copying adds around it; one inside it is still refused. */
const secretInput = z.object({ secret: z.string().max(1000).trim() });

/** What is wrong with a pasted secret, or undefined when it has the provider's form. */
export function secretRefusal(provider: WebhookProvider, secret: string): string | undefined {
  if (secret === "") return "Paste the signing secret.";
  if (/\s/.test(secret)) return "The secret has spaces or line breaks in it. Copy it again, without them.";
  return secretForms[provider].pattern.test(secret) ? undefined : secretForms[provider].refusal;
}

const isProvider = (name: string): name is WebhookProvider => (webhookProviders as readonly string[]).includes(name);

/**
 * /admin/api/connections: GET each provider's address, whether it is connected, its counts and
 * last refusal; PUT /:provider saves a signing secret of the provider's form; DELETE /:provider
 * disconnects it (its webhook answers 404 again unless the server's settings give a secret).
 */
export function createConnectionsApi(db: Database, secure: boolean, connections: Connections, publicOrigin: string) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  const unknown = { code: "404", message: "There is no such connection." };

  api.get("/", async (c) => c.json(await connections.statuses(publicOrigin)));

  api.put("/:provider", async (c) => {
    const provider = c.req.param("provider");
    if (!isProvider(provider)) return c.json(unknown, 404);
    const parsed = secretInput.safeParse(await jsonObject(c.req.raw));
    if (!parsed.success) return c.json({ code: "400", message: "Send the secret as { secret }." }, 400);
    const refusal = secretRefusal(provider, parsed.data.secret);
    if (refusal) return c.json({ code: "400", message: refusal, errors: { secret: refusal } }, 400);
    await connections.save(provider, parsed.data.secret, c.get("adminSession").email);
    return c.json(await connections.statuses(publicOrigin));
  });

  api.delete("/:provider", async (c) => {
    const provider = c.req.param("provider");
    if (!isProvider(provider)) return c.json(unknown, 404);
    await connections.disconnect(provider);
    return c.json(await connections.statuses(publicOrigin));
  });

  return api;
}
