import { z } from "zod";
import { formatPrice } from "../lib/pounds";
import { sessionPriceOf } from "./sessions";
import type { Site } from "./site";

const titleMax = 60;
const descriptionMax = 160;

/**
 * The first of `wordings` within `max` characters: a wording that names the coach, with her name as she saved it
 * (up to 120 characters) and then her first name, before one that names nobody, so no saved name breaks a page's rule.
 */
function fitting(max: number, ...wordings: [...string[], string]): string {
  return wordings.find((wording) => wording.length <= max) ?? (wordings.at(-1) as string);
}

const coachIntroduction =
  "10,000+ coaching hours, 3,000+ professionals supported, and the creator of MOVE OS for career and consulting moves.";

const pageSeoSchema = z.object({
  /** Where the page is: its canonical URL, and the name of its social card. */
  path: z.string().regex(/^\/[a-z0-9-]*$/),
  title: z.string().min(1).max(titleMax),
  description: z.string().min(50).max(descriptionMax),
});

/** Path, search and social title and description of every fixed page. */
export function pagesOf(site: Site) {
  const sessionPrice = sessionPriceOf(site.sessions);
  return z
    .record(
      z.enum([
        "home",
        "services",
        "about",
        "philosophy",
        "faq",
        "contact",
        "newsletter",
        "freeResources",
        "visibilityAudit",
        "quiz",
        "notFound",
        "privacy",
      ]),
      pageSeoSchema,
    )
    .parse({
      home: {
        path: "/",
        title: "Next Move Strategy",
        description:
          "Career and consulting strategy for mid and senior-level professionals: reach the hidden job market or launch a consulting business with a clear plan.",
      },
      services: {
        path: "/services",
        title: "Strategy Sessions",
        description: `Two 60-minute strategy sessions at ${sessionPrice}: the Career Clarity Sprint and the Corporate to Consultant Jumpstart. 100% virtual, worldwide.`,
      },
      about: {
        path: "/about",
        title: fitting(titleMax, `About ${site.coach.name}`, `About ${site.coach.firstName}`, "About your coach"),
        description: fitting(
          descriptionMax,
          `Meet ${site.coach.name}: ${coachIntroduction}`,
          `Meet ${site.coach.firstName}: ${coachIntroduction}`,
          `Meet your coach: ${coachIntroduction}`,
        ),
      },
      philosophy: {
        path: "/philosophy",
        title: "MOVE OS: The Philosophy",
        description:
          "MOVE OS explained: four shifts and two nine-step roadmaps, one for your career and one for a 90-day route to your first paying clients.",
      },
      faq: {
        path: "/faq",
        title: "Frequently Asked Questions",
        description:
          "Answers on strategy sessions, career and consulting transitions and MOVE OS: length, price, preparation, rescheduling and what happens next.",
      },
      contact: {
        path: "/contact",
        title: "Contact",
        description:
          "Get in touch about a career or consulting strategy session. Send a message and hear back within 24 hours, or book a session directly.",
      },
      newsletter: {
        path: "/newsletter",
        title: "Newsletter Archive",
        description:
          "A weekly guide to career transitions, consulting success and strategic professional growth. Read every past issue and subscribe free.",
      },
      freeResources: {
        path: "/free-resources",
        title: "Free Resources",
        description:
          "Free strategic carousels and AI prompt packs for senior professionals planning a career move or building a consulting business.",
      },
      visibilityAudit: {
        path: "/visibility-audit",
        title: "The Career Visibility Audit",
        description: `A personal 15–20 minute video audit of your professional visibility and a 1-page Fix-It Plan, delivered in 3 working days. ${formatPrice(site.prices.audit)}.`,
      },
      quiz: {
        path: "/hidden-job-market-quiz",
        title: "Hidden Job Market Access Strategy Builder",
        description:
          "A free 8-question quiz for experienced professionals: see how visible you are to the hidden job market and get your strategy in minutes.",
      },
      privacy: {
        path: "/privacy",
        title: "Privacy Notice",
        description:
          "How Next Move Strategy collects, uses and keeps newsletter and contact details, and how to see them or be removed, in plain English.",
      },
      notFound: {
        path: "/404",
        title: "Page Not Found",
        description:
          "The page you were looking for does not exist or has moved. Head back to the home page to find career and consulting strategy support.",
      },
    });
}
