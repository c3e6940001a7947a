import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Database } from "../storage/db";
import { readCalWebhook } from "./cal";
import { readCalendlyWebhook } from "./calendly";
import { type Connections, type WebhookProvider, webhookProviders } from "./connections";
import { RefusedWebhook, type WebhookReader } from "./signed-webhook";
import { recordFacts } from "./store";
import { readStripeWebhook } from "./stripe";

export interface SalesWebhookOptions {
  db: Database;
  /** Each provider's secret (a server setting, else the one saved at Connections) and its counts. */
  connections: Connections;
  /** The key our own links' references are signed with. */
  referenceKey: () => Promise<Buffer>;
  now?: () => Date;
}

/** Larger than any booking or checkout event the providers document (theirs are a few kilobytes). */
export const webhookMaxBytes = 256 * 1024;

const readers: Record<WebhookProvider, WebhookReader> = {
  stripe: readStripeWebhook,
  cal: readCalWebhook,
  calendly: readCalendlyWebhook,
};

const refuse = (message: string) => ({ code: "400", message, details: null, hint: null });

/**
 * POST /webhooks/stripe, /webhooks/cal and /webhooks/calendly: each verifies its provider's
 * signature on the raw body, then stores the bookings and sales the event reports (server/sales/store.ts).
 * An endpoint with no secret is not there (404); an event type the site does not use is
 * acknowledged (200) and ignored, so that the provider does not retry it. Each accepted event is
 * counted, and each refused one kept as the provider's last refusal (the Connections screen).
 */
export function createSalesWebhooks({ db, connections, referenceKey, now = () => new Date() }: SalesWebhookOptions) {
  const webhooks = new Hono();
  webhooks.use(
    bodyLimit({
      maxSize: webhookMaxBytes,
      onError: (c) => c.json({ code: "413", message: "The event is too large.", details: null, hint: null }, 413),
    }),
  );
  for (const provider of webhookProviders) {
    webhooks.post(`/${provider}`, async (c) => {
      const secret = await connections.secretOf(provider);
      if (!secret) return c.json({ code: "404", message: "This webhook is not set up.", details: null, hint: null }, 404);
      const body = Buffer.from(await c.req.arrayBuffer());
      const header = (name: string) => c.req.header(name);
      try {
        const facts = await readers[provider]({ body, header, secret, referenceKey: await referenceKey(), now: now(), db });
        await recordFacts(db, facts);
        await connections.recordEvent(provider);
        return c.json({ received: true, recorded: facts.length });
      } catch (error) {
        if (!(error instanceof RefusedWebhook)) throw error;
        await connections.recordRefusal(provider, error.message);
        return c.json(refuse(error.message), 400);
      }
    });
  }
  return webhooks;
}
