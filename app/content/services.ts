import { z } from "zod";
import { distinct, faqItemSchema, label, text } from "./schema";

/** Words once written in the page's components (issue 55): a row saved before them reads these. */
const added = {
  lengthTitle: "Length",
  priceTitle: "Price",
  faqEyebrow: "Questions",
  allQuestionsLabel: "Read all FAQs",
};

/**
 * The /services page's own words: its headings, the terms every session shares, the three-question accordion and the
 * "still deciding" cards: a row of the database (decision 078), seeded from `servicesSeed` below. The sessions themselves
 * are `sessions.ts`. Words that follow her sessions are placeholders, filled in as the page is rendered:
 * `{{sessions.count}}`, `{{sessions.word}}`, `{{session.length}}`, `{{session.minutes}}` and `{{price.sessions}}`.
 */

export const servicesPageSchema = z.object({
  header: z.object({ eyebrow: text, title: text, intro: text }),
  session: z.object({
    sectionTitle: text,
    audienceTitle: text,
    whatHappensTitle: text,
    youLeaveWithTitle: text,
    bookLabel: text,
    lengthTitle: label(20).default(added.lengthTitle),
    priceTitle: label(20).default(added.priceTitle),
  }),
  /** What every session includes: short facts under the session cards. */
  terms: z.object({
    title: text,
    intro: text,
    included: z
      .array(text)
      .min(1, "Please keep at least one thing every session includes.")
      .max(12, "Please keep to 12.")
      .superRefine((items, context) => distinct(items, (item) => item, context)),
  }),
  stories: z.object({ eyebrow: text, title: text }),
  /** The accordion before booking: the questions asked most. */
  faq: z.object({
    eyebrow: label(40).default(added.faqEyebrow),
    title: text,
    intro: text,
    allQuestionsLabel: label(40).default(added.allQuestionsLabel),
    items: z
      .array(faqItemSchema)
      .min(1, "Please keep at least one question.")
      .max(8, "Please keep to 8 questions; the FAQ page has room for more.")
      .superRefine((items, context) => distinct(items, (item) => item.question, context, ["question"])),
  }),
  stillDeciding: z.object({
    title: text,
    description: text,
    quiz: z.object({ label: text, description: text }),
    philosophy: z.object({ label: text, description: text }),
  }),
});
export type ServicesPage = z.infer<typeof servicesPageSchema>;

/** What a fresh data folder starts from; what she saves in the back office wins. */
export const servicesSeed: ServicesPage = servicesPageSchema.parse({
  header: {
    eyebrow: "Strategy sessions",
    title: "One focused hour, a plan you can act on",
    intro:
      "{{sessions.count}} {{session.length}} {{sessions.word}}, each {{price.sessions}}, held by video call for professionals anywhere in the world. Choose the Career Clarity Sprint for your next role, or the Corporate to Consultant Jumpstart for a practice of your own.",
  },
  session: {
    sectionTitle: "Choose your session",
    audienceTitle: "Who it's for",
    whatHappensTitle: "What happens in the session",
    youLeaveWithTitle: "What you leave with",
    bookLabel: "Book",
    lengthTitle: added.lengthTitle,
    priceTitle: added.priceTitle,
  },
  terms: {
    title: "Every session includes",
    intro: "The same format, follow-up and terms apply to both sessions.",
    included: [
      "{{session.length}} session",
      "{{price.sessions}} per session",
      "Follow-up Strategy Map",
      "Two weeks of e-mail support after the session",
      "100% virtual and worldwide",
      "Reschedule with 24 hours' notice or more",
      "Non-refundable once delivered",
    ],
  },
  stories: { eyebrow: "Client stories", title: "What happened next" },
  faq: {
    eyebrow: added.faqEyebrow,
    title: "Before you book",
    intro: "The three questions I'm asked most often. There are more answers on the FAQ page.",
    allQuestionsLabel: added.allQuestionsLabel,
    items: [
      {
        question: "How long is a session?",
        answer:
          "Each session lasts {{session.minutes}} and takes place by video call, so you can join from anywhere in the world. That's long enough to go deep on your situation and leave with decisions made, not just ideas to mull over.",
      },
      {
        question: "What happens after the session?",
        answer:
          "After the session you receive your Strategy Map: a written summary of what we agreed, your positioning and your next steps. You also have two weeks of e-mail support, so you can send questions, drafts and updates while you put the plan into action.",
      },
      {
        question: "How should I prepare?",
        answer:
          "Think about the decision you want to have made by the end of the hour, and have your CV or LinkedIn profile to hand. Note any roles, organisations or consulting ideas you're already weighing up. You don't need everything worked out; that's what the session is for.",
      },
    ],
  },
  stillDeciding: {
    title: "Not sure which session fits?",
    description: "Two quick ways to decide, whichever suits you better.",
    quiz: {
      label: "2-minute quiz",
      description: "Answer a handful of questions about where you are now and see which session fits.",
    },
    philosophy: {
      label: "How MOVE OS works",
      description: "Read about the four shifts and two roadmaps that shape both sessions.",
    },
  },
});
