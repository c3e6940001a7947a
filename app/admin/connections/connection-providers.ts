import type { WebhookProvider } from "./types";

interface ConnectionProvider {
  name: string;
  /** The server's setting that, when set, wins over a secret saved on the screen. */
  serverSetting: string;
  /** What the secret is called in the service, and where she finds or makes it. */
  secretLabel: string;
  whereToPaste: string;
}

/** Stripe, Cal.com and Calendly as the Connections screen names them (docs/coach.md has the steps in full). */
export const connectionProviders: Record<WebhookProvider, ConnectionProvider> = {
  stripe: {
    name: "Stripe",
    serverSetting: "STRIPE_WEBHOOK_SECRET",
    secretLabel: "Stripe signing secret (starts with whsec_)",
    whereToPaste:
      "In Stripe, open Developers, then Webhooks, and add an endpoint with this address, listening to checkout.session.completed, checkout.session.async_payment_succeeded and charge.refunded. Then reveal its signing secret and paste it here.",
  },
  cal: {
    name: "Cal.com",
    serverSetting: "CAL_WEBHOOK_SECRET",
    secretLabel: "Cal.com webhook secret",
    whereToPaste:
      "In Cal.com, open Settings, then Developer, then Webhooks, and add one with this address as its subscriber URL, for bookings created, cancelled, rescheduled and paid. Make up a secret of at least 8 characters, type it into Cal.com's secret field and here.",
  },
  calendly: {
    name: "Calendly",
    serverSetting: "CALENDLY_WEBHOOK_SIGNING_KEY",
    secretLabel: "Calendly signing key",
    whereToPaste:
      "Calendly's webhooks need a paid plan (Standard or above). In Calendly, open Integrations & apps, then API and webhooks, and generate a personal access token (if it asks which scopes, choose users:read, webhooks:read and webhooks:write). Paste it here: this site then asks Calendly to send it each booking and cancellation, with a signing key of its own.",
  },
};
