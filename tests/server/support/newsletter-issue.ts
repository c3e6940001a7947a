import type { DraftFields } from "../../../app/lib/newsletter-drafts";

/** An issue the site's rules accept: 700 words and the closing link. */
export const readyIssue: DraftFields = {
  title: "Twelve: The Interview After the Interview",
  summary: "What to do in the week after a final interview.",
  description: "The week after a final interview decides more than you think. Here is how to use it, step by step.",
  body: `${"Every senior move has a quiet week in it. ".repeat(88)}\n\n[Book Your Strategy Session](/contact)`,
};
