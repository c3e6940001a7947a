import { z } from "zod";
import { distinct, iconNameSchema, label, text } from "./schema";

/** Words once written in the pages' components (issue 55): a row saved before them reads these. */
const added = { eyebrow: "Newsletter", backLabel: "Back to Archive" };

/**
 * The newsletter archive page's own words, the subscribe card and the close of every issue (on its page and in its
 * e-mail): a row of the database (decision 078), seeded from `newsletterPageSeed` below; what she saves wins.
 */
export const newsletterPageSchema = z.object({
  eyebrow: label(40).default(added.eyebrow),
  title: text,
  tagline: text,
  subscribeCard: z.object({ title: text, description: text }),
  latestIssue: z.object({ title: text, readLabel: text }),
  pastIssuesTitle: text,
  blurbsTitle: text,
  blurbs: z
    .array(z.object({ icon: iconNameSchema, title: text, description: text }))
    .min(1, "Please keep at least one thing each issue brings.")
    .max(6, "Please keep to 6.")
    .superRefine((blurbs, context) => distinct(blurbs, (blurb) => blurb.title, context, ["title"])),
  /** The block after every issue's article, offering a session and the method. */
  nextStep: z.object({ title: text, description: text, bookLabel: text, philosophyLabel: text }),
  /** The link from each issue's page back to this one, above and below the issue. */
  backLabel: label(40).default(added.backLabel),
});
export type NewsletterPage = z.infer<typeof newsletterPageSchema>;

/** Where the close of every issue's "Book a Session" goes, on the issue's page and in every e-mail (the spec: /contact). */
export const nextStepBookPath = "/contact";

/** What a fresh data folder starts from; what she saves in the back office wins. */
export const newsletterPageSeed: NewsletterPage = newsletterPageSchema.parse({
  eyebrow: added.eyebrow,
  title: "The Next Move Newsletter",
  tagline: "Your weekly guide to career transitions, consulting success and strategic professional growth.",
  subscribeCard: {
    title: "Never Miss an Issue",
    description: "One practical e-mail a week for experienced professionals planning their next move. Free, and easy to leave.",
  },
  latestIssue: { title: "Latest Issue", readLabel: "Read This Issue" },
  pastIssuesTitle: "Past Issues",
  blurbsTitle: "What each issue brings",
  blurbs: [
    {
      icon: "lightbulb",
      title: "Weekly Insights",
      description: "What is really happening in senior hiring and consulting, and what it means for your next step.",
    },
    {
      icon: "target",
      title: "Strategic Tips",
      description: "One tested tactic each week: a script, a framework or a checklist you can use the same day.",
    },
    {
      icon: "users",
      title: "Community Updates",
      description: "New resources, open session dates and lessons from professionals making the same move as you.",
    },
  ],
  nextStep: {
    title: "Ready to Take the Next Step?",
    description:
      "Not sure yet which session fits, or want to see the method behind these issues first? Start with MOVE OS, or tell me where you are.",
    bookLabel: "Book a Session",
    philosophyLabel: "Explore Our Philosophy",
  },
  backLabel: added.backLabel,
});
