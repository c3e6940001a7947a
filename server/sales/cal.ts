import { z } from "zod";
import { creditOfReference } from "../analytics/credit";
import {
  amountInMinorUnits,
  hmacHex,
  parseSigned,
  providerId,
  RefusedWebhook,
  signatureMatches,
  type WebhookReader,
} from "./signed-webhook";
import { creditOfBooking, type Fact } from "./store";

const booking = z.object({
  uid: providerId,
  type: z.string().nullish(),
  eventTitle: z.string().nullish(),
  title: z.string().nullish(),
  price: amountInMinorUnits.nullish(),
  currency: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  attendees: z.array(z.object({ email: z.string().nullish() })).nullish(),
  rescheduleUid: providerId.nullish(),
  startTime: z.iso.datetime({ offset: true }).nullish(),
});

const calEvent = z.object({
  triggerEvent: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  payload: z.unknown(),
});

type Booking = z.infer<typeof booking>;

const statusOf: Record<string, Fact["status"]> = {
  BOOKING_CREATED: "booked",
  BOOKING_RESCHEDULED: "booked",
  BOOKING_CANCELLED: "cancelled",
  BOOKING_PAID: "paid",
};

/**
 * Cal.com: `X-Cal-Signature-256`, the hex HMAC-SHA256 of the body with the webhook's secret.
 * BOOKING_CREATED is a booking, BOOKING_CANCELLED cancels it, BOOKING_RESCHEDULED moves it to a new
 * booking that keeps its credit, and BOOKING_PAID records its payment as a sale.
 */
export const readCalWebhook: WebhookReader = async ({ body, header, secret, referenceKey, db }) => {
  if (!signatureMatches(hmacHex(secret, body), header("x-cal-signature-256"))) {
    throw new RefusedWebhook("The X-Cal-Signature-256 does not match.");
  }
  const event = parseSigned(body, calEvent);
  const status = statusOf[event.triggerEvent];
  if (!status) return [];
  const parsed = booking.safeParse(event.payload);
  if (!parsed.success) throw new RefusedWebhook("The booking is not shaped as documented.");
  const details: Booking = parsed.data;
  const occurredAt = new Date(event.createdAt);
  const moved = event.triggerEvent === "BOOKING_RESCHEDULED" ? details.rescheduleUid : undefined;
  const credit =
    creditOfReference(details.metadata?.source, referenceKey) ?? (moved ? await creditOfBooking(db, "cal", moved) : undefined);
  // A booking shows its price too (a free one none); only the sale that BOOKING_PAID records is counted as money.
  const priced = status === "paid" || (details.price ?? 0) > 0;
  const fact: Fact = {
    provider: "cal",
    kind: status === "paid" ? "sale" : "booking",
    providerId: details.uid,
    product: details.eventTitle ?? details.type ?? details.title ?? undefined,
    amount: priced ? (details.price ?? undefined) : undefined,
    currency: priced ? (details.currency ?? undefined) : undefined,
    status,
    occurredAt,
    sessionAt: details.startTime ? new Date(details.startTime) : undefined,
    credit,
    email: details.attendees?.[0]?.email ?? undefined,
    // BOOKING_PAID is the payment of the booking of the same uid: one client, listed and counted as that booking, paid.
    paysBooking: status === "paid" ? { provider: "cal", providerId: details.uid } : undefined,
  };
  if (!moved) return [fact];
  return [{ provider: "cal", kind: "booking", providerId: moved, status: "rescheduled", occurredAt }, fact];
};
