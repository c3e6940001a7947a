import type { z } from "zod";
import { hiddenCharacter } from "../lib/validation";
import { type About, aboutSchema, aboutSeed } from "./about";
import { type AuditPage, auditPageSchema, auditSeed } from "./audit";
import { type ContactPage, contactPageSchema, contactSeed } from "./contact";
import { type Faq, faqSchema, faqSeed } from "./faq";
import { type Home, homeSchema, homeSeed } from "./home";
import { type NewsletterPage, newsletterPageSchema, newsletterPageSeed } from "./newsletter-page";
import { type PagePictures, pagePicturesSchema, pagePicturesSeed } from "./page-pictures";
import { type PagesWords, pagesSeed, pagesWordsSchema } from "./pages";
import { type PhilosophyPage, philosophyPageSchema, philosophySeed } from "./philosophy";
import { knownPlaceholders, unknownPlaceholdersIn } from "./placeholders";
import { resourcesRowSchema } from "./resource-kinds";
import { type Resources, resourcesSeed } from "./resources";
import { type ServicesPage, servicesPageSchema, servicesSeed } from "./services";
import { type Sessions, sessionsSchema, sessionsSeed } from "./sessions";
import { type Testimonials, testimonialsSchema, testimonialsSeed } from "./testimonials";

/**
 * Her content as the database keeps it (decision 061): one document a kind, each with its schema. The modules' seeds
 * are what a fresh data folder starts from; the rows she saves win. Built into `SiteContent` on the server and handed
 * to the pages' loaders through the load context; the full build (no context) renders the seed.
 */
export interface EditableContent {
  home: Home;
  about: About;
  philosophy: PhilosophyPage;
  services: ServicesPage;
  contact: ContactPage;
  newsletter: NewsletterPage;
  audit: AuditPage;
  testimonials: Testimonials;
  faq: Faq;
  sessions: Sessions;
  resources: Resources;
  pictures: PagePictures;
  /** Each fixed page's title and description in search results and on its social card (decision 095). */
  pages: PagesWords;
}
export type EditableKind = keyof EditableContent;

export const editableSchemas: { [K in EditableKind]: z.ZodType<EditableContent[K]> } = {
  home: homeSchema,
  about: aboutSchema,
  philosophy: philosophyPageSchema,
  services: servicesPageSchema,
  contact: contactPageSchema,
  newsletter: newsletterPageSchema,
  audit: auditPageSchema,
  testimonials: testimonialsSchema,
  faq: faqSchema,
  sessions: sessionsSchema,
  resources: resourcesRowSchema,
  pictures: pagePicturesSchema,
  pages: pagesWordsSchema,
};

export const editableKinds = Object.keys(editableSchemas) as EditableKind[];

export const isEditableKind = (kind: string): kind is EditableKind => kind in editableSchemas;

export const seedContent: EditableContent = {
  home: homeSeed,
  about: aboutSeed,
  philosophy: philosophySeed,
  services: servicesSeed,
  contact: contactSeed,
  newsletter: newsletterPageSeed,
  audit: auditSeed,
  testimonials: testimonialsSeed,
  faq: faqSeed,
  sessions: sessionsSeed,
  resources: resourcesSeed,
  pictures: pagePicturesSeed,
  pages: pagesSeed,
};

/** The longest text any field takes: a long FAQ answer fits, a pasted chapter does not. */
export const longestText = 2_000;

/** Why one text cannot be saved, or undefined. Every rule a render applies is here, so nothing saved can fail one. */
function textProblem(text: string): string | undefined {
  if (/\p{Cs}/u.test(text)) return "This contains a broken character; please type it again.";
  if (hiddenCharacter.test(text)) return "This contains an invisible or control character; please remove it.";
  if (text.length > longestText)
    return `Please keep this under ${longestText.toLocaleString("en-GB")} characters (it has ${text.length.toLocaleString("en-GB")}).`;
  const unknown = unknownPlaceholdersIn(text);
  if (unknown.length > 0)
    return `${unknown.join(", ")} is not something the site can fill in; it knows ${knownPlaceholders.join(", ")}.`;
  return undefined;
}

/** Each text in `value` with its path ("items.2.answer"). */
function* textsIn(value: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof value === "string") yield [path.join("."), value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* textsIn(item, [...path, String(index)]);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* textsIn(item, [...path, key]);
}

export type ContentCheck<K extends EditableKind> =
  | { ok: true; document: EditableContent[K] }
  | { ok: false; errors: Record<string, string> };

/** A document she sent for `kind`, checked by every rule its page is rendered with: the document, or a reason by field. */
export function checkContent<K extends EditableKind>(kind: K, sent: unknown): ContentCheck<K> {
  const errors: Record<string, string> = {};
  for (const [path, text] of textsIn(sent)) {
    const problem = textProblem(text);
    if (problem) errors[path] = problem;
  }
  const parsed = editableSchemas[kind].safeParse(sent);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.map(String).join(".")] ??= reworded(issue.message);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, document: parsed.data as EditableContent[K] };
}

/** zod's wording, in the screen's: "Too small: expected string to have >=1 characters" is an empty field. */
function reworded(message: string): string {
  if (/expected string to have >=1 characters/.test(message)) return "Please fill this in.";
  if (/Invalid input: expected string/.test(message)) return "Please type some words here.";
  return message;
}
