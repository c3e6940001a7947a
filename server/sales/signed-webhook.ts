import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Database } from "../storage/db";
import type { Fact } from "./store";

/** One signed webhook as it arrived: the raw body (signatures are over these bytes) and its headers. */
export interface SignedWebhook {
  body: Buffer;
  header(name: string): string | undefined;
  secret: string;
  /** The key the references of our own links are signed with (server/sales/reference-key.ts). */
  referenceKey: Buffer;
  now: Date;
  db: Database;
}

/** A webhook refused with 400: a bad or stale signature, or a body that is not what the provider documents. */
export class RefusedWebhook extends Error {}

/** Reads a verified webhook into the facts it reports; none for an event type this site does not use. */
export type WebhookReader = (webhook: SignedWebhook) => Promise<Fact[]>;

export function hmacHex(secret: string, ...parts: (string | Buffer)[]): string {
  const hmac = createHmac("sha256", secret);
  for (const part of parts) hmac.update(part);
  return hmac.digest("hex");
}

/** Compares a hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, givenHex: string | undefined): boolean {
  if (!givenHex || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, "hex");
  const given = Buffer.from(givenHex, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The body as JSON of the documented shape, once its signature has been checked. */
export function parseSigned<Schema extends z.ZodType>(body: Buffer, schema: Schema): z.infer<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    throw new RefusedWebhook("The body is not JSON.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new RefusedWebhook("The event is not shaped as documented.");
  return parsed.data;
}

/** A provider's id of a booking or payment: a key, so bounded and printable. */
export const providerId = z.string().regex(/^[\x21-\x7e]{1,300}$/);

/** The largest single amount taken, in minor units: £1 million; a larger one is not shaped as documented. */
export const maxAmountInMinorUnits = 100_000_000;

/** An amount in minor units, at most £1 million. */
export const amountInMinorUnits = z.number().int().min(0).max(maxAmountInMinorUnits);

/** A Unix time in seconds (Stripe's `created`), from 2000 to 9999: any other is not a real event's, nor a date the database keeps. */
export const unixSeconds = z.number().int().min(946_684_800).max(253_402_300_799);

/** A Unix time in seconds (Stripe's `created`) as a date. */
export const fromUnixSeconds = (seconds: number) => new Date(seconds * 1000);
