import { z } from "zod";
import { hiddenCharacter } from "../lib/validation";
import { tidySetting } from "./setting-tidy";
import { siteSchema } from "./site";
import { type SettingField, type SettingKind, type SettingValue, settingFields } from "./site-settings";

/**
 * What the server accepts for each setting (decision 029): the site's own schema for that value
 * (siteSchema), made stricter for values typed in a form: links only https://,
 * names on one line without markup, prices positive amounts in pounds. Server-side only: the
 * browser's zod is a pass-through (decision 006).
 */

/** The message beside a field of each kind when its value is refused by the site's own schema. */
const messageOf: Record<SettingKind, string> = {
  link: "Please enter a full address starting with https://, such as https://calendly.com/your-name/session.",
  email: "Please enter an e-mail address, such as you@example.co.uk.",
  price: "Please enter an amount in pounds, such as 49 or 59.50.",
  text: "Please fill this in.",
};
const longText = "Please keep this under 120 characters.";
/** Longer than any address a browser or e-mail reliably carries: refused, and never sent on as a /go/ redirect. */
export const linkMaxLength = 2048;
const longLink = "Please keep links under 2,048 characters.";
const markup = "Please keep this to one line, without < or > or special characters.";
const positive = "Please enter an amount above £0.";
const hidden =
  "This holds an invisible or control character (often carried along when text is copied). Please type it again by hand.";
const ownMessages = new Set([...Object.values(messageOf), longText, longLink, markup, positive, hidden]);
/** Checked first in every one-line setting: a link with one breaks its /go/ redirect, a name shows wrongly everywhere. */
const visible = (value: string) => !hiddenCharacter.test(value);
const oneLine = /^[^\p{Cc}<>]*$/u;
const safeLink = /^https:\/\/[^\s<>"'`\\]+$/;
const poundsPattern = /^\d{1,6}(\.\d{2})?$/;

const links = siteSchema.shape.links.shape;
const address = siteSchema.shape.address.shape;
/** The site schema's own schema for a content value: one of its links, an address part. */
function baseSchemaOf(key: string): z.ZodType {
  const [root, name = ""] = key.split(".");
  if (root === "links") return links[name as keyof typeof links];
  if (root === "coach") return siteSchema.shape.coach.shape[name as "name" | "firstName"];
  if (root === "address") return address[name as keyof typeof address];
  if (root === "email") return siteSchema.shape.email;
  return siteSchema.shape.prices.shape[name as keyof typeof siteSchema.shape.prices.shape];
}

/** Whether a stored link can be sent on as a redirect: what the settings screen accepts today (a value saved before a rule may not). */
export function isFollowableLink(address: string): boolean {
  return address.length <= linkMaxLength && safeLink.test(address) && visible(address);
}

/** The schema of one field's typed value: a string from the form, its stored value once parsed. */
export function settingSchemaOf(field: SettingField): z.ZodType<SettingValue> {
  const base = baseSchemaOf(field.key);
  const typed = z
    .string({ error: messageOf.text })
    .trim()
    .min(1, messageOf.text)
    .regex(/^[^\r\n]*$/, markup)
    .refine(visible, hidden);
  switch (field.kind) {
    case "link":
      return typed
        .max(linkMaxLength, longLink)
        .regex(safeLink, messageOf.link)
        .pipe(base as z.ZodType<string, string>);
    case "email":
      return typed.max(254, messageOf.email).pipe(base as z.ZodType<string, string>);
    case "price":
      return typed
        .regex(poundsPattern, messageOf.price)
        .transform(Number)
        .refine((amount) => amount > 0, positive)
        .pipe(base as z.ZodType<number, number>);
    default:
      return typed
        .max(120, longText)
        .regex(oneLine, markup)
        .pipe(base as z.ZodType<string, string>);
  }
}

export interface SettingsCheck {
  /** The parsed values of every field sent, when all are valid. */
  values: Record<string, SettingValue>;
  /** A message for each field that was refused, by field key. */
  errors: Record<string, string>;
}

/** Checks every value sent (by field key), tidied as the settings screen tidies it (setting-tidy.ts); an unknown key is refused by name. */
export function checkSettings(sent: Record<string, unknown>): SettingsCheck {
  const values: Record<string, SettingValue> = {};
  const errors: Record<string, string> = {};
  const byKey = new Map(settingFields.map((field) => [field.key, field]));
  for (const [key, raw] of Object.entries(sent)) {
    const field = byKey.get(key);
    if (!field) {
      errors[key] = "There is no such setting.";
      continue;
    }
    const result = settingSchemaOf(field).safeParse(typeof raw === "string" ? tidySetting(field.kind, raw) : raw);
    if (result.success) values[key] = result.data;
    else {
      const message = result.error.issues[0]?.message ?? "";
      errors[key] = ownMessages.has(message) ? message : messageOf[field.kind];
    }
  }
  return { values, errors };
}
