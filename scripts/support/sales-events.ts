/** Webhook deliveries shaped and signed as Stripe, Cal.com and Calendly send them: for the server tests and bench:webhooks. */
import { createHmac } from "node:crypto";
import Stripe from "stripe";

export const testSecrets = { stripe: "whsec_test_secret", cal: "cal-test-secret", calendly: "calendly-test-key" };

/** A Stripe event as Stripe sends it, with the signature Stripe's own test helper makes. */
export function stripeDelivery(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; timestamp?: number; secret?: string } = {},
) {
  const body = JSON.stringify({
    id: options.id ?? `evt_${type.replaceAll(".", "_")}`,
    object: "event",
    api_version: "2025-10-29.clover",
    created: 1_795_000_000,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? testSecrets.stripe,
    timestamp: options.timestamp,
  });
  return { body, headers: { "content-type": "application/json", "stripe-signature": signature } };
}

/** checkout.session.completed of a Payment Link, as Stripe documents the Checkout Session object. */
export function checkoutSession(clientReferenceId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    id: "cs_test_a1b2c3",
    object: "checkout.session",
    amount_subtotal: 4900,
    amount_total: 4900,
    client_reference_id: clientReferenceId,
    created: 1_795_000_000,
    currency: "gbp",
    customer_details: { email: "Alex.Buyer@example.com", name: "Alex Buyer", address: { country: "GB" } },
    livemode: false,
    metadata: {},
    mode: "payment",
    payment_intent: "pi_test_123",
    payment_link: "plink_test_audit",
    payment_status: "paid",
    status: "complete",
    ...overrides,
  };
}

/** charge.refunded: the Charge object, refunded in full. */
export function refundedCharge(paymentIntent = "pi_test_123") {
  return {
    id: "ch_test_456",
    object: "charge",
    amount: 4900,
    amount_refunded: 4900,
    created: 1_795_000_100,
    currency: "gbp",
    payment_intent: paymentIntent,
    refunded: true,
    status: "succeeded",
  };
}

/** A Cal.com delivery: `{ triggerEvent, createdAt, payload }`, signed as Cal.com signs it. */
export function calDelivery(triggerEvent: string, payload: Record<string, unknown>, secret = testSecrets.cal) {
  const body = JSON.stringify({ triggerEvent, createdAt: "2026-11-23T10:05:00.000Z", payload });
  const signature = createHmac("sha256", secret).update(body).digest("hex");
  return { body, headers: { "content-type": "application/json", "x-cal-signature-256": signature } };
}

export function calBooking(uid: string, metadata: Record<string, string> = {}, overrides: Record<string, unknown> = {}) {
  return {
    type: "career-clarity-sprint",
    title: "Career Clarity Sprint between Claire Whitmore and Sam Client",
    eventTitle: "Career Clarity Sprint",
    startTime: "2026-11-30T10:00:00Z",
    endTime: "2026-11-30T11:00:00Z",
    organizer: { name: "Claire Whitmore", email: "claire@example.com", timeZone: "Europe/London" },
    attendees: [{ name: "Sam Client", email: "sam@example.com", timeZone: "Europe/London" }],
    uid,
    bookingId: 91,
    price: 19900,
    currency: "gbp",
    status: "ACCEPTED",
    metadata: { videoCallUrl: "https://cal.com/video/abc", ...metadata },
    ...overrides,
  };
}

/** A Calendly delivery, signed `t=…,v1=…` over `t.body` with the signing key (the server setting's, unless given). */
export function calendlyDelivery(
  event: string,
  payload: Record<string, unknown>,
  timestamp = Math.floor(Date.now() / 1000),
  signingKey = testSecrets.calendly,
) {
  const body = JSON.stringify({
    created_at: "2026-11-23T10:05:00.000000Z",
    created_by: "https://api.calendly.com/users/AAAA",
    event,
    payload,
  });
  const signature = createHmac("sha256", signingKey).update(`${timestamp}.${body}`).digest("hex");
  return {
    body,
    headers: { "content-type": "application/json", "calendly-webhook-signature": `t=${timestamp},v1=${signature}` },
  };
}

export function calendlyInvitee(
  uri: string,
  tracking: Record<string, string | null> = {},
  overrides: Record<string, unknown> = {},
) {
  return {
    uri,
    email: "jo@example.com",
    name: "Jo Client",
    status: "active",
    created_at: "2026-11-23T10:04:00.000000Z",
    updated_at: "2026-11-23T10:04:00.000000Z",
    rescheduled: false,
    old_invitee: null,
    new_invitee: null,
    scheduled_event: { uri: "https://api.calendly.com/scheduled_events/EV1", name: "Consultant Jumpstart" },
    tracking: { utm_campaign: null, utm_source: null, utm_medium: null, utm_content: null, utm_term: null, ...tracking },
    payment: null,
    ...overrides,
  };
}
