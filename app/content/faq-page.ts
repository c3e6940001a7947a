import { z } from "zod";
import { text } from "./schema";

/** Fixed copy of the FAQ page; the questions themselves are in faq.ts. */
export const faqPage = z
  .object({
    eyebrow: text,
    title: text,
    intro: text,
    search: z.object({ label: text, placeholder: text }),
    noMatch: z.object({ suggestion: text, contactLink: text }),
    closing: z.object({ title: text, description: text, contactLink: text }),
  })
  .parse({
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    intro:
      "Straight answers about strategy sessions, changing career or starting a consulting business, and the MOVE OS system behind it all.",
    search: { label: "Search the questions", placeholder: "Try 'reschedule' or 'pricing'" },
    noMatch: { suggestion: "Try a different word, or ask me directly:", contactLink: "send me your question" },
    closing: {
      title: "Still have a question?",
      description: "Send me a message about your situation and I'll reply within 24 hours.",
      contactLink: "Ask Your Question",
    },
  });
