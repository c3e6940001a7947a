import { z } from "zod";
import { type FaqItem, faqItemSchema, type Session, sessionSchema, text } from "./schema";
import { sessionNames } from "./session-names";
import { type Site, sessionPriceOf } from "./site";

/**
 * The two paid strategy sessions shown on /services (anchors career-clarity
 * and consulting-jumpstart), the facts shown under both cards, and the
 * three-question accordion.
 */

export function sessionsOf(site: Site): Session[] {
  return z
    .array(sessionSchema)
    .length(2)
    .refine(
      ([career, consulting]) =>
        career?.id === "career-clarity" &&
        career.bookingLink === "bookCareerSession" &&
        consulting?.id === "consulting-jumpstart" &&
        consulting.bookingLink === "bookBusinessSession",
      "sessions must be career-clarity (bookCareerSession) then consulting-jumpstart (bookBusinessSession)",
    )
    .parse([
      {
        id: "career-clarity",
        name: sessionNames.career,
        audience:
          "Mid and senior-level professionals who want to change career, return to work after a break or reach the roles that are never advertised.",
        summary:
          "A focused 60-minute strategy session to decide your next move, position your experience for it and plan how to reach the people who hire for it.",
        whatHappens: [
          "We start with where you are now: your experience, what's prompting the change and what your next role must give you.",
          "We test your options against the market to see where your experience carries the most value.",
          "We work out where those roles are really being filled, including the hidden job market, and who you need to be talking to.",
          "We agree your positioning and the first moves to make over the next fortnight.",
        ],
        youLeaveWith: [
          "A follow-up Strategy Map summarising your direction, positioning and next steps",
          "A one-line positioning statement to use on LinkedIn, on your CV and in conversation",
          "A shortlist of target organisations and people to approach",
          "Two weeks of e-mail support after the session while you put the plan into action",
        ],
        durationMinutes: 60,
        priceGbp: site.prices.careerSession,
        bookingLink: "bookCareerSession",
      },
      {
        id: "consulting-jumpstart",
        name: sessionNames.consulting,
        audience:
          "Corporate leaders and senior specialists who want to turn their expertise into an independent consulting, advisory or fractional practice.",
        summary:
          "A focused 60-minute strategy session to shape your first consulting offer, price it with confidence and plan the route to your first 3–5 paying clients.",
        whatHappens: [
          "We pin down the specific, costly problem you solve and the buyers who feel it most.",
          "We shape a first offer with a clear scope and outcome, and set a starting price you can say out loud with confidence.",
          "We look honestly at your timing, finances and notice period so your move is deliberate rather than rushed.",
          "We plan your first outreach: who to contact, what to say and in what order.",
        ],
        youLeaveWith: [
          "A follow-up Strategy Map setting out your offer, pricing and priorities for the next 90 days",
          "A list of warm contacts to approach first, with an outreach message to adapt",
          "Your starting point on the 90-day roadmap to your first 3–5 paying clients",
          "Two weeks of e-mail support after the session while you start those conversations",
        ],
        durationMinutes: 60,
        priceGbp: site.prices.businessSession,
        bookingLink: "bookBusinessSession",
      },
    ]);
}

/** Short facts shown under both session cards. */
export function sessionTermsOf(site: Site): string[] {
  const sessionPrice = sessionPriceOf(site);
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
  const sessionPrice = sessionPriceOf(site);
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
