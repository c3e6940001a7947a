import { z } from "zod";

/**
 * The shape of every piece of content on the site. Content modules parse their
 * data with these schemas when they are imported, so a missing or malformed
 * field fails the build (prerendering imports every module), never a page.
 */

/** Any piece of copy: never empty or only spaces. */
export const text = z.string().trim().min(1);

/**
 * A heading or a link's words written into a component's layout (an eyebrow, a button): never empty, and short enough
 * for the place it sits in. A field added to a kind after she may have saved it is given the seed's words with
 * `.default(…)` as well, so a row saved before it reads as before instead of giving way to the seed.
 */
export const label = (most: number) =>
  text.max(most, `Please keep this to ${most} characters; it sits in a button or small heading.`);

/** A list whose items are told apart by their words (the page keys them so): no two alike. */
export const distinct = <T>(list: T[], wordsOf: (item: T) => string, context: z.RefinementCtx, field: string[] = []) => {
  const seen = new Set<string>();
  for (const [index, item] of list.entries()) {
    const words = wordsOf(item).trim();
    if (seen.has(words))
      context.addIssue({ code: "custom", path: [index, ...field], message: "This is already in the list above." });
    seen.add(words);
  }
};

/**
 * Icons content may name; components map each name to a lucide-react icon. A plain list beside its schema, for the
 * browser to read: there a schema holds nothing (app/lib/zod-build-only.ts).
 */
export const iconNames = [
  "calendar-clock",
  "compass",
  "briefcase",
  "target",
  "map",
  "users",
  "video",
  "file-text",
  "clock",
  "shield-check",
  "sparkles",
  "trending-up",
  "message-circle",
  "search",
  "lightbulb",
  "award",
  "globe",
  "layers",
] as const;
export const iconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconNameSchema>;

export const testimonialSchema = z.object({
  quote: text,
  /** Abbreviated for privacy: first name and initial, e.g. "Priya S." */
  author: z.string().regex(/^[A-Z][a-z]+ [A-Z]\.$/, "author must be abbreviated, e.g. 'Priya S.'"),
  /** Role, or a short label of the client's situation. */
  role: text,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const faqItemSchema = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSectionSchema = z.object({
  title: text,
  icon: iconNameSchema,
  description: text,
  items: z.array(faqItemSchema).min(1),
});
export type FaqSection = z.infer<typeof faqSectionSchema>;

export const sessionIdSchema = z.enum(["career-clarity", "consulting-jumpstart"]);
export type SessionId = z.infer<typeof sessionIdSchema>;

export const sessionSchema = z.object({
  id: sessionIdSchema,
  name: text,
  audience: text,
  summary: text,
  whatHappens: z.array(text).min(3),
  youLeaveWith: z.array(text).min(3),
  durationMinutes: z.literal(60),
  priceGbp: z.number().positive(),
  /** Key of the booking link in the site config. */
  bookingLink: z.enum(["bookCareerSession", "bookBusinessSession"]),
});
export type Session = z.infer<typeof sessionSchema>;

export const phaseSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Phase = z.infer<typeof phaseSchema>;

export const roadmapSchema = z.object({
  id: z.enum(["career-roadmap", "business-roadmap"]),
  variant: z.enum(["career", "business"]),
  title: text,
  subtitle: text,
  phase1: text,
  phase2: text,
  phase3: text,
  steps: z.array(z.object({ title: text, phase: phaseSchema, description: text })).length(9),
});
export type Roadmap = z.infer<typeof roadmapSchema>;

export const auditFeatureSchema = z.object({ icon: iconNameSchema, title: text, description: text });
export type AuditFeature = z.infer<typeof auditFeatureSchema>;

export const newsletterFrontmatterSchema = z.object({
  number: z.number().int().positive(),
  title: text,
  summary: text.max(220),
  /** The page's meta description: search engines show about 160 characters, a guide the editor shows as she types. */
  description: text.max(300),
  /** ISO date, e.g. 2025-04-24 */
  publishDate: z.iso.date(),
});
export type NewsletterFrontmatter = z.infer<typeof newsletterFrontmatterSchema>;
