/**
 * What the Connections screen's API answers (/admin/api/connections, /admin/api/payment-links): the types the server returns and the screen reads.
 * Timestamps are ISO strings, as they arrive in JSON.
 */

/**
 * A Stripe Payment Link a sale came through without naming what was bought (/admin/api/payment-links): its code,
 * the name she gave it on Connections (null: not yet), how many sales and when the last.
 */
export interface PaymentLinkName {
  paymentLink: string;
  name: string | null;
  sales: number;
  lastSaleAt: string;
}

export type WebhookProvider = "stripe" | "cal" | "calendly";

/** One provider on the Connections screen (server/sales/connections.ts). */
export interface ConnectionStatus {
  provider: WebhookProvider;
  /** The address to paste into the service. */
  address: string;
  /** Whether the server's settings give the secret (it wins over a saved one). */
  fromServerSettings: boolean;
  /** The last 4 characters of the saved secret; null when none is saved. */
  savedSecretEnd: string | null;
  savedAt: string | null;
  /** Whether the server created the webhook subscription itself, with a token pasted on the screen (Calendly). */
  subscribedFromHere: boolean;
  /** The account the subscription was made for, as the service names it (Calendly); null when not known. */
  account: { name: string; email: string } | null;
  events: number;
  lastEventAt: string | null;
  lastRefusal: { at: string; reason: string } | null;
}
