import { z } from "zod";
import { type FaqItem, faqItemSchema, text } from "./schema";
import { sessionPriceOf } from "./sessions";
import type { Site } from "./site";

/** The facts shown under the session cards, the three-question accordion and the /services page's headings. */

/** Short facts shown under both session cards. */
export function sessionTermsOf(site: Site): string[] {
  const sessionPrice = sessionPriceOf(site.sessions);
  return z
    .array(text)
    .length(7)
    .parse([
      "60-minute session",
      `${sessionPrice} per session`,
      "Follow-up Strategy Map",
      "Two weeks of e-mail support after the session",
      "100% virtual and worldwide",
      "Reschedule with 24 hours' notice or more",
      "Non-refundable once delivered",
    ]);
}

/** Services accordion: session length, what happens after, how to prepare. */
export const sessionFaq: FaqItem[] = z
  .array(faqItemSchema)
  .length(3)
  .parse([
    {
      question: "How long is a session?",
      answer:
        "Each session lasts 60 minutes and takes place by video call, so you can join from anywhere in the world. That's long enough to go deep on your situation and leave with decisions made, not just ideas to mull over.",
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
  ]);

/** The headings and connecting copy of the /services page. */
export function servicesPageOf(site: Site) {
  const sessionPrice = sessionPriceOf(site.sessions);
  return z
    .object({
      header: z.object({ eyebrow: text, title: text, intro: text }),
      session: z.object({
        sectionTitle: text,
        audienceTitle: text,
        whatHappensTitle: text,
        youLeaveWithTitle: text,
        bookLabel: text,
      }),
      terms: z.object({ title: text, intro: text }),
      stories: z.object({ eyebrow: text, title: text }),
      faq: z.object({ title: text, intro: text }),
      stillDeciding: z.object({
        title: text,
        description: text,
        quiz: z.object({ label: z.literal("2-minute quiz"), description: text }),
        philosophy: z.object({ label: text, description: text }),
      }),
    })
    .parse({
      header: {
        eyebrow: "Strategy sessions",
        title: "One focused hour, a plan you can act on",
        intro: `Two 60-minute sessions, each ${sessionPrice}, held by video call for professionals anywhere in the world. Choose the Career Clarity Sprint for your next role, or the Corporate to Consultant Jumpstart for a practice of your own.`,
      },
      session: {
        sectionTitle: "Choose your session",
        audienceTitle: "Who it's for",
        whatHappensTitle: "What happens in the session",
        youLeaveWithTitle: "What you leave with",
        bookLabel: "Book",
      },
      terms: {
        title: "Every session includes",
        intro: "The same format, follow-up and terms apply to both sessions.",
      },
      stories: { eyebrow: "Client stories", title: "What happened next" },
      faq: {
        title: "Before you book",
        intro: "The three questions I'm asked most often. There are more answers on the FAQ page.",
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
}
