import { z } from "zod";
import { creditOfTags } from "../analytics/credit";
import {
  hmacHex,
  maxAmountInMinorUnits,
  parseSigned,
  providerId,
  RefusedWebhook,
  signatureMatches,
  type WebhookReader,
} from "./signed-webhook";
import type { Fact } from "./store";

/** How old a signature may be: as long as Stripe allows. */
const toleranceSeconds = 300;

const invitee = z.object({
  uri: providerId,
  email: z.string().nullish(),
  created_at: z.iso.datetime({ offset: true }),
  rescheduled: z.boolean().nullish(),
  scheduled_event: z.object({ name: z.string().nullish(), start_time: z.iso.datetime({ offset: true }).nullish() }).nullish(),
  tracking: z
    .object({ utm_source: z.string().nullish(), utm_campaign: z.string().nullish(), utm_content: z.string().nullish() })
    .nullish(),
  payment: z
    .object({
      amount: z
        .number()
        .min(0)
        .max(maxAmountInMinorUnits / 100),
      currency: z.string(),
    })
    .nullish(),
});

const calendlyEvent = z.object({ event: z.string(), created_at: z.iso.datetime({ offset: true }), payload: z.unknown() });

/** `t=1700000000,v1=hex`: the signing time and signature of `Calendly-Webhook-Signature`. */
function signatureParts(header: string | undefined) {
  const parts = new Map((header ?? "").split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  return { time: parts.get("t") ?? "", signature: parts.get("v1") };
}

function factsOf(type: string, details: z.infer<typeof invitee>): Fact[] {
  const startTime = details.scheduled_event?.start_time;
  const paid = details.payment && { amount: Math.round(details.payment.amount * 100), currency: details.payment.currency };
  const booking: Fact = {
    provider: "calendly",
    kind: "booking",
    providerId: details.uri,
    product: details.scheduled_event?.name ?? undefined,
    status: type === "invitee.created" ? "booked" : details.rescheduled ? "rescheduled" : "cancelled",
    occurredAt: new Date(details.created_at),
    sessionAt: startTime ? new Date(startTime) : undefined,
    ...paid,
    credit: creditOfTags({
      source: details.tracking?.utm_source,
      campaign: details.tracking?.utm_campaign,
      content: details.tracking?.utm_content,
    }),
    email: details.email ?? undefined,
  };
  if (!paid || type !== "invitee.created") return [booking];
  return [booking, { ...booking, kind: "sale", status: "paid", paysBooking: { provider: "calendly", providerId: details.uri } }];
}

/**
 * Calendly: `Calendly-Webhook-Signature: t=…,v1=…`, the hex HMAC-SHA256 of `t.body` with the
 * subscription's signing key, at most 5 minutes old. invitee.created is a booking (and a sale when
 * it was paid); invitee.canceled cancels it, or marks it moved when the invitee rescheduled.
 */
export const readCalendlyWebhook: WebhookReader = async ({ body, header, secret, now }) => {
  const { time, signature } = signatureParts(header("calendly-webhook-signature"));
  if (!/^\d{1,12}$/.test(time) || !signatureMatches(hmacHex(secret, `${time}.`, body), signature)) {
    throw new RefusedWebhook("The Calendly-Webhook-Signature does not match.");
  }
  if (Math.abs(now.getTime() / 1000 - Number(time)) > toleranceSeconds) {
    throw new RefusedWebhook("The Calendly-Webhook-Signature is older than 5 minutes.");
  }
  const event = parseSigned(body, calendlyEvent);
  if (event.event !== "invitee.created" && event.event !== "invitee.canceled") return [];
  const parsed = invitee.safeParse(event.payload);
  if (!parsed.success) throw new RefusedWebhook("The invitee is not shaped as documented.");
  return factsOf(event.event, parsed.data);
};
