import { z } from "zod";
import type { VisitCredit } from "../analytics/site-counter";
import { sourceNameOfTag } from "../analytics/source";

/** What a booking or sale is credited to: the visit's source and campaign, and the page the visit started on. */
export interface Credit {
  source: string;
  campaign: string;
  landing: string;
}

/** Stripe's limit for client_reference_id; Cal.com's for a metadata value is higher. */
const maxReferenceLength = 200;
const maxFieldLength = 100;

/** Printable, at most 100 characters: a reference or utm tag comes back from outside and is stored. */
const tidy = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, maxFieldLength);

const encode = (fields: string[]) => Buffer.from(JSON.stringify(fields)).toString("base64url");

/**
 * A visit's credit as one reference of letters, digits, - and _ (base64url of its three fields),
 * at most 200 characters: the longest field is shortened until it fits.
 */
export function creditReference({ source, landing }: VisitCredit): string {
  const fields = [source.name, source.campaign, landing];
  let reference = encode(fields);
  while (reference.length > maxReferenceLength) {
    const longest = Math.max(...fields.map((field) => field.length));
    const index = fields.findIndex((field) => field.length === longest);
    fields[index] = fields[index]?.slice(0, -8) ?? "";
    reference = encode(fields);
  }
  return reference;
}

const referenceFields = z.tuple([z.string(), z.string(), z.string()]);

/** The credit a reference carries back; undefined for anything that is not one of ours (then "Unknown"). */
export function creditOfReference(reference: unknown): Credit | undefined {
  if (typeof reference !== "string" || !/^[A-Za-z0-9_-]{1,200}$/.test(reference)) return undefined;
  try {
    const parsed = referenceFields.safeParse(JSON.parse(Buffer.from(reference, "base64url").toString("utf8")));
    if (!parsed.success || !tidy(parsed.data[0])) return undefined;
    const [source, campaign, landing] = parsed.data;
    return { source: tidy(source), campaign: tidy(campaign), landing: tidy(landing) };
  } catch {
    return undefined;
  }
}

/** Calendly's utm tags as it reports them back: our own links set utm_content to the landing page. */
export function creditOfTags(tags: { source?: unknown; campaign?: unknown; content?: unknown }): Credit | undefined {
  const text = (value: unknown) => (typeof value === "string" ? tidy(value) : "");
  const tag = text(tags.source);
  if (!tag) return undefined;
  return { source: sourceNameOfTag(tag), campaign: text(tags.campaign), landing: text(tags.content) };
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
 * A booking or checkout address with the visit's credit appended in the way its service hands it
 * back in its webhook: Stripe's client_reference_id, Cal.com's metadata[source], Calendly's utm
 * tags. Any other address, or a visit the server does not know, is left as it is.
 */
export function creditedAddress(target: string, credit: VisitCredit | undefined): string {
  if (!credit) return target;
  const url = new URL(target);
  const service = serviceOf(url.hostname);
  if (service === "stripe") url.searchParams.set("client_reference_id", creditReference(credit));
  else if (service === "cal") url.searchParams.set("metadata[source]", creditReference(credit));
  else if (service === "calendly") {
    url.searchParams.set("utm_source", credit.source.name);
    url.searchParams.set("utm_medium", "website");
    if (credit.source.campaign) url.searchParams.set("utm_campaign", credit.source.campaign);
    url.searchParams.set("utm_content", credit.landing);
  } else return target;
  return url.toString();
}
