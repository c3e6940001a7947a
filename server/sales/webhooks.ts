import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Database } from "../storage/db";
import { readCalDelivery } from "./cal";
import { readCalendlyDelivery } from "./calendly";
import { type DeliveryReader, RefusedDelivery } from "./delivery";
import { recordFacts } from "./store";
import { readStripeDelivery } from "./stripe";

/** The signing secrets (STRIPE_WEBHOOK_SECRET, CAL_WEBHOOK_SECRET, CALENDLY_WEBHOOK_SIGNING_KEY); unset turns an endpoint off. */
export interface WebhookSecrets {
  stripe?: string;
  cal?: string;
  calendly?: string;
}

export interface SalesWebhookOptions {
  db: Database;
  secrets: WebhookSecrets;
  now?: () => Date;
}

/** Larger than any booking or checkout event the providers document (theirs are a few kilobytes). */
export const webhookMaxBytes = 256 * 1024;

const readers: Record<keyof WebhookSecrets, DeliveryReader> = {
  stripe: readStripeDelivery,
  cal: readCalDelivery,
  calendly: readCalendlyDelivery,
};

const refuse = (message: string) => ({ code: "400", message, details: null, hint: null });

/**
 * POST /webhooks/stripe, /webhooks/cal and /webhooks/calendly: each verifies its provider's
 * signature on the raw body, then stores the bookings and sales the event reports (server/sales/store.ts).
 * An endpoint whose secret is unset is not there (404); an event type the site does not use is
 * acknowledged (200) and ignored, so that the provider does not retry it.
 */
export function createSalesWebhooks({ db, secrets, now = () => new Date() }: SalesWebhookOptions) {
  const webhooks = new Hono();
  webhooks.use(
    bodyLimit({
      maxSize: webhookMaxBytes,
      onError: (c) => c.json({ code: "413", message: "The event is too large.", details: null, hint: null }, 413),
    }),
  );
  for (const provider of Object.keys(readers) as (keyof WebhookSecrets)[]) {
    webhooks.post(`/${provider}`, async (c) => {
      const secret = secrets[provider];
      if (!secret) return c.json({ code: "404", message: "This webhook is not set up.", details: null, hint: null }, 404);
      const body = Buffer.from(await c.req.arrayBuffer());
      try {
        const facts = await readers[provider]({ body, header: (name) => c.req.header(name), secret, now: now(), db });
        await recordFacts(db, facts);
        return c.json({ received: true, recorded: facts.length });
      } catch (error) {
        if (error instanceof RefusedDelivery) return c.json(refuse(error.message), 400);
        throw error;
      }
    });
  }
  return webhooks;
}
