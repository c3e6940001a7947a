import Stripe from "stripe";
import { z } from "zod";
import type { Sessions } from "../../app/content/sessions";
import { creditOfReference, linkOfReference } from "../analytics/credit";
import { savedSessions } from "../settings/site-content-store";
import { productSoldThrough } from "./products";
import {
  amountInMinorUnits,
  fromUnixSeconds,
  providerId,
  RefusedWebhook,
  unixSeconds,
  type WebhookReader,
} from "./signed-webhook";
import type { Fact } from "./store";

/** Stripe's own default: an event signed more than 5 minutes ago is refused as a possible replay. */
const toleranceSeconds = 300;

const checkoutSession = z.object({
  id: providerId,
  created: unixSeconds,
  client_reference_id: z.string().nullish(),
  amount_total: amountInMinorUnits.nullish(),
  currency: z.string().nullish(),
  payment_intent: providerId.nullish(),
  payment_link: z.string().nullish(),
  payment_status: z.string(),
  customer_details: z.object({ email: z.string().nullish() }).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  // Present only when the event was fetched with line items expanded.
  line_items: z.object({ data: z.array(z.object({ description: z.string().nullish() })) }).nullish(),
});

const charge = z.object({
  id: providerId,
  created: unixSeconds,
  amount: amountInMinorUnits,
  currency: z.string(),
  payment_intent: providerId.nullish(),
});

/**
 * What was bought: the product the event names (its metadata, its line items) wins; else the site's link she
 * clicked, as the signed reference carries it (the audit's checkout: "Visibility Audit"); else, through a Payment
 * Link, none (the name she gives the link on Connections is shown: payment-links.ts); else a checkout of Stripe's.
 */
function productOf(session: z.infer<typeof checkoutSession>, referenceKey: Buffer, sessions: Sessions): string | undefined {
  const named = session.line_items?.data.flatMap((item) => (item.description ? [item.description] : [])).join(", ");
  return (
    session.metadata?.product ||
    named ||
    productSoldThrough(linkOfReference(session.client_reference_id, referenceKey), sessions) ||
    (session.payment_link ? undefined : "Stripe Checkout")
  );
}

/** A checkout that was paid: a sale, keyed by its payment so that the payment's refund finds it. */
function saleOf(session: z.infer<typeof checkoutSession>, referenceKey: Buffer, sessions: Sessions): Fact[] {
  if (session.payment_status === "unpaid") return [];
  return [
    {
      provider: "stripe",
      kind: "sale",
      providerId: session.payment_intent ?? session.id,
      product: productOf(session, referenceKey, sessions),
      amount: session.amount_total ?? undefined,
      currency: session.currency ?? undefined,
      status: "paid",
      occurredAt: fromUnixSeconds(session.created),
      credit: creditOfReference(session.client_reference_id, referenceKey),
      email: session.customer_details?.email ?? undefined,
      paymentLink: session.payment_link ?? undefined,
    },
  ];
}

function refundOf(refunded: z.infer<typeof charge>): Fact[] {
  return [
    {
      provider: "stripe",
      kind: "sale",
      providerId: refunded.payment_intent ?? refunded.id,
      amount: refunded.amount,
      currency: refunded.currency,
      status: "refunded",
      occurredAt: fromUnixSeconds(refunded.created),
    },
  ];
}

function parsed<Schema extends z.ZodType>(schema: Schema, object: unknown): z.infer<Schema> {
  const result = schema.safeParse(object);
  if (!result.success) throw new RefusedWebhook("The event is not shaped as documented.");
  return result.data;
}

/**
 * Stripe: `Stripe-Signature` checked by the stripe package on the raw body; checkout.session.completed
 * (and async_payment_succeeded, for a payment that clears later) is a sale, charge.refunded refunds it.
 */
export const readStripeWebhook: WebhookReader = async ({ body, header, secret, referenceKey, now, db }) => {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      body,
      header("stripe-signature") ?? "",
      secret,
      toleranceSeconds,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    const stale = error instanceof Error && error.message.includes("tolerance");
    throw new RefusedWebhook(
      stale ? "The Stripe-Signature is older than 5 minutes." : "The Stripe-Signature does not match the secret.",
    );
  }
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return saleOf(parsed(checkoutSession, event.data.object), referenceKey, await savedSessions(db));
    case "charge.refunded":
      return refundOf(parsed(charge, event.data.object));
    default:
      return [];
  }
};
