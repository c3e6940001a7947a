import { formatPrice } from "../lib/pounds";
import { sessionCountOf, sessionLengthOf, sessionMinutesOf, sessionPriceOf } from "./sessions";
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
  /** "60-minute", "60- or 90-minute", "45- to 120-minute": the sessions' length as a word before "session". */
  "session.length": (site: Site) => sessionLengthOf(site.sessions),
  /** "60 minutes", "60 or 90 minutes": the sessions' length on its own. */
  "session.minutes": (site: Site) => sessionMinutesOf(site.sessions),
  /** "two": how many sessions she offers, in words. */
  "sessions.count": (site: Site) => sessionCountOf(site.sessions),
  /** "session" for one, "sessions" for more: the word after the count, so one session never reads "One sessions". */
  "sessions.word": (site: Site) => (site.sessions.length === 1 ? "session" : "sessions"),
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

/**
 * `text` with every placeholder filled in from `site`. A placeholder that begins the text or a sentence begins with a
 * capital ("{{sessions.count}} sessions" → "Two sessions").
 */
export function fillPlaceholders(text: string, site: Site): string {
  return text.replace(placeholderPattern, (whole, name: string, offset: number) => {
    if (!(name in placeholderValues)) return whole;
    const value = placeholderValues[name as keyof typeof placeholderValues](site);
    const beginsSentence = /(^|[.!?]\s+)$/.test(text.slice(0, offset));
    return beginsSentence ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
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
