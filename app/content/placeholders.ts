import { formatPrice } from "../lib/pounds";
import { sessionPriceOf } from "./sessions";
import type { Site } from "./site";

/**
 * The words a piece of her content may leave to the site (decision 061): written `{{coach.firstName}}` in a
 * testimonial, filled in with her name as it is when the page is rendered, so a quote follows her details.
 */
const placeholderValues = {
  "coach.firstName": (site: Site) => site.coach.firstName,
  "coach.name": (site: Site) => site.coach.name,
  "price.sessions": (site: Site) => sessionPriceOf(site.sessions),
  "price.audit": (site: Site) => formatPrice(site.prices.audit),
} as const;

const placeholderPattern = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The placeholders a text may use, as she would type them. */
export const knownPlaceholders = Object.keys(placeholderValues).map((name) => `{{${name}}}`);

/** The placeholders in `text` the site cannot fill: refused at save, so no render meets one. */
export function unknownPlaceholdersIn(text: string): string[] {
  return [...text.matchAll(placeholderPattern)]
    .map((match) => match[1] ?? "")
    .filter((name) => !(name in placeholderValues))
    .map((name) => `{{${name}}}`);
}

/** `text` with every placeholder filled in from `site`. */
export function fillPlaceholders(text: string, site: Site): string {
  return text.replace(placeholderPattern, (whole, name: string) =>
    name in placeholderValues ? placeholderValues[name as keyof typeof placeholderValues](site) : whole,
  );
}

/** Every text in `value` (an object, a list, a text) with its placeholders filled in. */
export function withPlaceholdersFilled<T>(value: T, site: Site): T {
  if (typeof value === "string") return fillPlaceholders(value, site) as T;
  if (Array.isArray(value)) return value.map((item) => withPlaceholdersFilled(item, site)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPlaceholdersFilled(item, site)])) as T;
  }
  return value;
}
