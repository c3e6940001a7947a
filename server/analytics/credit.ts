import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { VisitCredit } from "./site-counter";
import { cleanLabel, knownSourceNameOfTag } from "./source";

/** What a booking or sale is credited to: the visit's source and campaign, and the page the visit started on. */
export interface Credit {
  source: string;
  campaign: string;
  landing: string;
  /** "tags" when Calendly's utm tags gave it (anyone can write those), "reference" when our signed reference did. */
  from?: "reference" | "tags";
}

/** Stripe's limit for client_reference_id; Cal.com's for a metadata value is higher. */
const maxReferenceLength = 200;
const maxFieldLength = 100;
/** The signature's share of a reference: 22 base64url characters, the first 128 bits of an HMAC-SHA256. */
const signatureLength = 22;

/** Printable, at most 100 characters: a reference or utm tag comes back from outside and is stored. */
const tidy = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, maxFieldLength);

const encode = (fields: string[]) => Buffer.from(JSON.stringify(fields)).toString("base64url");

const signatureOf = (key: Buffer, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url").slice(0, signatureLength);

/**
 * A visit's credit and the counted link clicked (`link`, its /go/ name: which product is being bought) as one
 * reference of letters, digits, - and _, at most 200 characters: the server's signature
 * (server/sales/reference-key.ts) then the base64url of its four fields, the longest field shortened until it fits.
 * With no visit known the credit's fields are empty and the link alone is carried.
 */
export function creditReference(credit: VisitCredit | undefined, key: Buffer, link = ""): string {
  const fields = [credit?.source.name ?? "", credit?.source.campaign ?? "", credit?.landing ?? "", link];
  let payload = encode(fields);
  while (payload.length > maxReferenceLength - signatureLength) {
    const longest = Math.max(...fields.map((field) => field.length));
    const index = fields.findIndex((field) => field.length === longest);
    fields[index] = fields[index]?.slice(0, -8) ?? "";
    payload = encode(fields);
  }
  return `${signatureOf(key, payload)}${payload}`;
}

/** Three fields before the link was carried (references handed out before it), four since. */
const referenceFields = z.union([
  z.tuple([z.string(), z.string(), z.string()]),
  z.tuple([z.string(), z.string(), z.string(), z.string()]),
]);

/** The fields of a reference the server signed with `key`; undefined for anything else. */
function signedFields(reference: unknown, key: Buffer): string[] | undefined {
  if (typeof reference !== "string" || !/^[A-Za-z0-9_-]{24,200}$/.test(reference)) return undefined;
  const payload = reference.slice(signatureLength);
  const given = Buffer.from(reference.slice(0, signatureLength));
  if (!timingSafeEqual(given, Buffer.from(signatureOf(key, payload)))) return undefined;
  try {
    const parsed = referenceFields.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data.map(tidy) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The credit a reference carries back, if the server signed it with `key`; undefined for anything
 * else, unsigned, signed with another key or made up (then "Unknown", never the text it carries).
 */
export function creditOfReference(reference: unknown, key: Buffer): Credit | undefined {
  const [source, campaign = "", landing = ""] = signedFields(reference, key) ?? [];
  return source ? { source, campaign, landing, from: "reference" } : undefined;
}

/** The /go/ name of the link a signed reference was added to (`audit-checkout`), if it carries one. */
export function linkOfReference(reference: unknown, key: Buffer): string | undefined {
  return signedFields(reference, key)?.[3] || undefined;
}

/** A landing page as a tag may give it: a path of the site's own letters, or nothing. */
const pathOnly = (value: string) => (/^\/[A-Za-z0-9/_-]{0,99}$/.test(value) ? value : "");

/**
 * Calendly's utm tags as it reports them back: not signed by us, so only a source the site names (or
 * "Other"), a campaign cleaned to a plain label, and a landing page that is a bare path.
 */
export function creditOfTags(tags: { source?: unknown; campaign?: unknown; content?: unknown }): Credit | undefined {
  const text = (value: unknown) => (typeof value === "string" ? tidy(value) : "");
  const tag = text(tags.source);
  if (!tag) return undefined;
  return {
    source: knownSourceNameOfTag(tag),
    campaign: cleanLabel(text(tags.campaign)),
    landing: pathOnly(text(tags.content)),
    from: "tags",
  };
}

type Service = "stripe" | "cal" | "calendly";

function serviceOf(hostname: string): Service | undefined {
  if (hostname === "buy.stripe.com" || hostname === "checkout.stripe.com") return "stripe";
  if (hostname === "cal.com" || hostname.endsWith(".cal.com")) return "cal";
  if (hostname === "calendly.com" || hostname.endsWith(".calendly.com")) return "calendly";
  return undefined;
}

/** Whether an address is a booking or checkout page of Stripe, Cal.com or Calendly. */
export const isSalesAddress = (address: string) => serviceOf(new URL(address).hostname) !== undefined;

/**
 * A booking or checkout address with what it is sold under handed to its service as the service hands it back in
 * its webhook: Stripe's client_reference_id and Cal.com's metadata[source] a reference signed with `key` carrying the
 * visit's credit, if known, and the counted link's name `link`; Calendly's utm tags the visit's credit. Any other
 * address, or a Calendly address with no visit known, is left as it is.
 */
export function creditedAddress(target: string, credit: VisitCredit | undefined, key: Buffer, link = ""): string {
  const url = new URL(target);
  const service = serviceOf(url.hostname);
  if (service === "stripe" && (credit || link)) url.searchParams.set("client_reference_id", creditReference(credit, key, link));
  else if (service === "cal" && (credit || link)) url.searchParams.set("metadata[source]", creditReference(credit, key, link));
  else if (service === "calendly" && credit) {
    url.searchParams.set("utm_source", credit.source.name);
    url.searchParams.set("utm_medium", "website");
    if (credit.source.campaign) url.searchParams.set("utm_campaign", credit.source.campaign);
    url.searchParams.set("utm_content", credit.landing);
  } else return target;
  return url.toString();
}
