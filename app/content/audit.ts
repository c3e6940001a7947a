import { z } from "zod";
import { formatPrice } from "../lib/pounds";
import { auditFeatureSchema, faqItemSchema, text } from "./schema";
import { sessionPriceOf } from "./sessions";
import type { Site } from "./site";

/**
 * The /visibility-audit sales page. The quotes on its Testimonials tab are
 * `auditTestimonials` in testimonials.ts; the checkout address is
 * `site.links.auditCheckout`.
 */

/** The four tabs, in order; the value is also the URL hash that selects the tab. */
export const auditTabValues = ["what", "included", "testimonials", "faq"] as const;
export type AuditTabValue = (typeof auditTabValues)[number];

export const auditSchema = z.object({
  title: z.literal("The Career Visibility Audit"),
  badge: z.literal("Limited Availability"),
  /** Why availability is limited. */
  availabilityNote: text,
  bookLabel: text,
  /** Names the tabs for screen readers. */
  detailsTitle: text,
  tabs: z
    .array(z.object({ value: z.enum(auditTabValues), label: text }))
    .length(4)
    .refine(
      (tabs) => tabs.every((tab, i) => tab.value === auditTabValues[i]),
      "audit tabs must be what, included, testimonials, faq, in that order",
    ),
  priceGbp: z.number().positive(),
  /** Shown struck through. */
  wasPriceGbp: z.number().positive(),
  intro: text,
  /** Paragraphs of the 'What is it?' tab. */
  whatItIs: z.array(text).min(3).max(4),
  /** The 'What's Included' tab: video audit, Fix-It Plan, turnaround. */
  features: z.array(auditFeatureSchema).length(3),
  terms: z.array(text).min(1),
  /** Refund, after payment, whether a call is needed, payment security. */
  faq: z.array(faqItemSchema).length(4),
  closing: z.object({ title: text, description: text }),
});
export type Audit = z.infer<typeof auditSchema>;

export function auditOf(site: Site): Audit {
  const sessionPrice = sessionPriceOf(site.sessions);
  return auditSchema.parse({
    title: "The Career Visibility Audit",
    badge: "Limited Availability",
    availabilityNote: "I record every audit myself, so I take on only a few each week.",
    bookLabel: "Book Your Audit",
    detailsTitle: "About the audit",
    tabs: [
      { value: "what", label: "What is it?" },
      { value: "included", label: "What's Included" },
      { value: "testimonials", label: "Testimonials" },
      { value: "faq", label: "FAQ" },
    ],
    priceGbp: site.prices.audit,
    wasPriceGbp: site.prices.auditWas,
    intro:
      "A recorded, personal review of how you come across to recruiters and decision-makers, with a clear plan to fix what's holding you back. It's the quickest way to find out why the right opportunities aren't finding you.",
    whatItIs: [
      "If you're experienced, well qualified and still not hearing from the right people, the problem is often visibility rather than ability. Recruiters, headhunters and hiring managers form a view of you in seconds, usually from your LinkedIn profile and CV, long before you speak to anyone.",
      "The Career Visibility Audit is an outside-in review of that first impression. I look at your profile and CV the way a senior recruiter would, then record a personal video walking you through what's working, what's confusing and what's missing.",
      "You also receive a 1-page Fix-It Plan with three actionable steps in priority order, so you know exactly what to change first. There's no call to schedule: everything is delivered within 3 working days.",
      `It's a one-time payment of ${formatPrice(site.prices.audit)}, and if you go on to book a ${sessionPrice} Strategy Sprint, the full amount is credited toward it.`,
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
    terms: [
      "One-time payment, with nothing further to pay",
      `Fully credited toward a ${sessionPrice} Strategy Sprint if you upgrade`,
      "Refund on request within 7 days",
      "Delivered within 3 business days",
    ],
    faq: [
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
        answer: `No. The audit is recorded, so there's nothing to schedule and you can watch it whenever suits you. If you'd like to go further afterwards, the ${formatPrice(site.prices.audit)} you paid is fully credited toward a ${sessionPrice} Strategy Sprint.`,
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
}
