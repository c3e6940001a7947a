import { z } from "zod";
import { auditFeatureSchema, distinct, faqItemSchema, label, text } from "./schema";

/**
 * The /visibility-audit sales page's own words: a row of the database (issue 55, decision 090), seeded from `auditSeed`
 * below; what she saves in Your site wins. Its price, earlier price and checkout link are her details (Your details),
 * written here as `{{price.audit}}` where the words quote it; a session's price is `{{price.sessions}}`. The quotes on
 * its Testimonials tab are `testimonials.audit`.
 */

/** A tab's name: four share a phone's width two by two, and a wide screen's in one row. */
const tabName = label(20);

export const auditPageSchema = z.object({
  hero: z.object({
    /** The pill above the heading. */
    badge: label(40),
    title: text,
    intro: text,
    /** Why availability is limited. */
    availabilityNote: text,
  }),
  /** The card beside the opening: the price (Your details), these lines ticked, and the checkout button. */
  offer: z.object({
    terms: z
      .array(text)
      .min(1, "Please keep at least one line beside the price.")
      .max(8, "Please keep to 8 lines; the card beside the price has room for no more.")
      .superRefine((items, context) => distinct(items, (item) => item, context)),
    /** The checkout button, in the card and at the close. */
    bookLabel: label(30),
  }),
  /** Names the tabs for screen readers. */
  tabsLabel: label(60),
  /** Each tab's name by the tab it names; the tabs and their order are the page's. */
  tabs: z.object({ what: tabName, included: tabName, testimonials: tabName, faq: tabName }),
  /** Paragraphs of the 'What is it?' tab. */
  whatItIs: z
    .array(text)
    .min(1, "Please keep at least one paragraph.")
    .max(8, "Please keep to 8 paragraphs.")
    .superRefine((items, context) => distinct(items, (item) => item, context)),
  /** The 'What's Included' tab's cards: three to a row on a wide screen. */
  features: z
    .array(auditFeatureSchema)
    .min(1, "Please keep at least one thing the audit includes.")
    .max(6, "Please keep to 6: two rows of three cards.")
    .superRefine((items, context) => distinct(items, (item) => item.title, context, ["title"])),
  /** The FAQ tab's questions. */
  questions: z
    .array(faqItemSchema)
    .min(1, "Please keep at least one question.")
    .max(12, "Please keep to 12 questions; the FAQ page has room for more.")
    .superRefine((items, context) => distinct(items, (item) => item.question, context, ["question"])),
  closing: z.object({ title: text, description: text }),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** What the audit's tabs show: the part of her words the live island is handed, and no more. */
export type AuditTabsWords = Pick<AuditPage, "tabsLabel" | "tabs" | "whatItIs" | "features" | "questions">;

/** What a fresh data folder starts from: the words the page had before they were hers, its prices as placeholders. */
export const auditSeed: AuditPage = auditPageSchema.parse({
  hero: {
    badge: "Limited Availability",
    title: "The Career Visibility Audit",
    intro:
      "A recorded, personal review of how you come across to recruiters and decision-makers, with a clear plan to fix what's holding you back. It's the quickest way to find out why the right opportunities aren't finding you.",
    availabilityNote: "I record every audit myself, so I take on only a few each week.",
  },
  offer: {
    terms: [
      "One-time payment, with nothing further to pay",
      "Fully credited toward a {{price.sessions}} Strategy Sprint if you upgrade",
      "Refund on request within 7 days",
      "Delivered within 3 business days",
    ],
    bookLabel: "Book Your Audit",
  },
  tabsLabel: "About the audit",
  tabs: { what: "What is it?", included: "What's Included", testimonials: "Testimonials", faq: "FAQ" },
  whatItIs: [
    "If you're experienced, well qualified and still not hearing from the right people, the problem is often visibility rather than ability. Recruiters, headhunters and hiring managers form a view of you in seconds, usually from your LinkedIn profile and CV, long before you speak to anyone.",
    "The Career Visibility Audit is an outside-in review of that first impression. I look at your profile and CV the way a senior recruiter would, then record a personal video walking you through what's working, what's confusing and what's missing.",
    "You also receive a 1-page Fix-It Plan with three actionable steps in priority order, so you know exactly what to change first. There's no call to schedule: everything is delivered within 3 working days.",
    "It's a one-time payment of {{price.audit}}, and if you go on to book a {{price.sessions}} Strategy Sprint, the full amount is credited toward it.",
  ],
  features: [
    {
      icon: "video",
      title: "Personal Video Audit",
      description:
        "A 15–20 minute recorded video in which I review your LinkedIn profile and CV as a recruiter would, and explain what to keep, change and cut.",
    },
    {
      icon: "file-text",
      title: "1-Page Fix-It Plan",
      description: "Three actionable steps in priority order, so you know exactly what to change first and why it matters.",
    },
    {
      icon: "clock",
      title: "3 Working Day Turnaround",
      description: "Your video and Fix-It Plan arrive within 3 working days, so you can act while your search has momentum.",
    },
  ],
  questions: [
    {
      question: "Can I get a refund?",
      answer:
        "Yes. Refunds are available on request within 7 days: if the audit isn't right for you, simply e-mail me and I'll refund your payment.",
    },
    {
      question: "What happens after I pay?",
      answer:
        "You'll receive a confirmation e-mail asking for your LinkedIn profile, your CV and a line or two about the roles you're aiming for. Your personal video audit and 1-page Fix-It Plan are delivered within 3 business days.",
    },
    {
      question: "Do I need to get on a call?",
      answer:
        "No. The audit is recorded, so there's nothing to schedule and you can watch it whenever suits you. If you'd like to go further afterwards, the {{price.audit}} you paid is fully credited toward a {{price.sessions}} Strategy Sprint.",
    },
    {
      question: "Is payment secure?",
      answer:
        "Yes. You pay through a secure card checkout run by a specialist payment provider, and your card details never reach us. We only receive confirmation that your payment has gone through.",
    },
  ],
  closing: {
    title: "Find out what decision-makers see when they look you up",
    description:
      "A personal video audit and a 1-page Fix-It Plan, delivered within 3 business days. Refund on request within 7 days.",
  },
});
