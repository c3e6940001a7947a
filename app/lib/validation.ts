/**
 * The one set of rules for what visitors send: the browser checks a form with
 * these before posting, and the server checks every request with the same code.
 * Plain TypeScript, no dependencies, so both sides can import it.
 */

/** The hidden field people never see and some robots fill in; a filled one is accepted and discarded. */
export const honeypotField = "website";

export const limits = { email: 254, name: 200, subject: 200, message: 5000 } as const;

/** The largest list the back office's "Import CSV" takes: 2 MiB, some 40,000 addresses. */
export const importMaxBytes = 2 * 1024 * 1024;

/**
 * What the contact form stores for what a visitor wants to talk about: one of her sessions (`interestOf`, in
 * app/content/sessions.ts) or "other". Her sessions change, so the server takes any such name; the form offers hers.
 */
export const interestPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The HTML standard's 'valid e-mail address' rule, as browsers apply it to <input type="email">. */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Characters that mean something in a mailto: link's query or fragment. A real address has none of them, and
 * one that does could add recipients or a body to the coach's "Reply" (x?bcc=spy%40evil.example&body=…@example.com).
 */
const urlQueryCharacters = /[?&%#]/;

/** A domain with an ending (example.com, not example): mail to one without never arrives. */
const domainEnding = /@[^@]+\.[a-zA-Z]{2,}$|@[^@]+\.xn--[a-zA-Z0-9-]+$/;

/** A free resource's id: its name under /go/ and, for a guide, what a sign-up asks for (app/content/resources.ts). */
export const resourceIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface SubscriberInput {
  email: string;
  /** The page the form was on. */
  source_path?: string;
  /** The version of the consent wording shown beside the form. */
  consent_version?: string;
  /** The free guide they asked for, by its resource's id, when they signed up for one (decision 077). */
  guide_id?: string;
}

/** A page path as the subscribe form sends it: absolute, without origin, at most 200 characters. */

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  interest: string;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: Partial<Record<keyof T, string>> };

function checkEmail(value: unknown): string | FieldError {
  if (typeof value !== "string" || value.trim() === "") return { error: "Please enter your e-mail address." };
  const email = value.trim();
  if (email.length > limits.email) return { error: `An e-mail address can be at most ${limits.email} characters.` };
  if (!emailPattern.test(email)) return { error: "Please enter a valid e-mail address, like name@example.com." };
  if (urlQueryCharacters.test(email)) return { error: "An e-mail address cannot contain ?, &, % or #." };
  if (!domainEnding.test(email)) return { error: "This address has no ending after its domain, like .com or .co.uk." };
  return email;
}

/** Characters that show nothing: zero-width and other format characters, and every kind of space. */
const invisible = /[\p{Cf}\p{Z}\s]/gu;

/** Line breaks of every kind (NEL included), and the bidirectional overrides that can make text read backwards. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const lineBreaksAndOverrides = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/**
 * What no one-line value (a setting, an issue's title) may hold: control characters (C0, DEL, C1), format characters
 * (\p{Cf}: the bidi overrides that reverse text, zero-width ones) and lone surrogates.
 */
export const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** A lone UTF-16 surrogate: half a character, which no database column can store as text. */
const loneSurrogate = /\p{Cs}/u;

/** Text for one line (a name, a subject): no line breaks that could forge a line of their own, no direction overrides. */
export function singleLineText(text: string): string {
  return text.replace(lineBreaksAndOverrides, " ").trim();
}

function checkText(value: unknown, label: string, max: number, { singleLine = false } = {}): string | FieldError {
  if (typeof value !== "string" || value.replace(invisible, "") === "") return { error: `Please enter ${label}.` };
  if (loneSurrogate.test(value)) return { error: `Please remove the character that cannot be read from ${label}.` };
  const text = singleLine ? singleLineText(value) : value.trim();
  if (text.length > max) return { error: `Please keep ${label} to ${max.toLocaleString("en-GB")} characters or fewer.` };
  return text;
}

interface FieldError {
  error: string;
}

function isFieldError(result: unknown): result is FieldError {
  return typeof result === "object" && result !== null && "error" in result;
}

function collect<T>(checks: { [K in keyof T]: T[K] | FieldError }): Validation<T> {
  const errors: Partial<Record<keyof T, string>> = {};
  const value = {} as T;
  for (const key of Object.keys(checks) as (keyof T)[]) {
    const result = checks[key];
    if (isFieldError(result)) errors[key] = result.error;
    else value[key] = result as T[keyof T];
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

export function validateSubscriber(input: {
  email?: unknown;
  source_path?: unknown;
  consent_version?: unknown;
  guide_id?: unknown;
}): Validation<SubscriberInput> {
  const result = collect<SubscriberInput>({ email: checkEmail(input.email) });
  if (!result.ok) return result;
  // Absent and null alike mean "not given": a stored row has nulls where nothing was sent.
  const source_path = input.source_path ?? undefined;
  const consent_version = input.consent_version ?? undefined;
  const guide_id = input.guide_id || undefined;
  if (source_path !== undefined && (typeof source_path !== "string" || !/^\/[^\s]{0,199}$/.test(source_path)))
    return { ok: false, errors: { source_path: "The page must be a path such as /newsletter." } };
  if (consent_version !== undefined && (typeof consent_version !== "string" || !/^[0-9a-z]{1,64}$/.test(consent_version)))
    return { ok: false, errors: { consent_version: "The consent wording version is not one we know." } };
  if (guide_id !== undefined && (typeof guide_id !== "string" || !resourceIdPattern.test(guide_id) || guide_id.length > 60))
    return { ok: false, errors: { guide_id: "This guide is not one we offer." } };
  return {
    ok: true,
    value: {
      ...result.value,
      ...(source_path === undefined ? {} : { source_path }),
      ...(consent_version === undefined ? {} : { consent_version }),
      ...(guide_id === undefined ? {} : { guide_id }),
    },
  };
}

export function validateContactMessage(
  input: Partial<Record<keyof ContactMessageInput, unknown>>,
): Validation<ContactMessageInput> {
  const interest = typeof input.interest === "string" && interestPattern.test(input.interest) ? input.interest : undefined;
  return collect<ContactMessageInput>({
    name: checkText(input.name, "your name", limits.name, { singleLine: true }),
    email: checkEmail(input.email),
    subject: checkText(input.subject, "a subject", limits.subject, { singleLine: true }),
    message: checkText(input.message, "your message", limits.message),
    interest: interest ?? { error: "Please choose what you would like to talk about." },
  });
}
