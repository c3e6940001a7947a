import { z } from "zod";
import { iconNameSchema, text } from "./schema";

/** Fixed copy of the newsletter archive page. */
export const newsletterPage = z
  .object({
    title: text,
    tagline: text,
    subscribe: z.object({ title: text, description: text }),
    latestIssue: z.object({ title: text, readLabel: text }),
    pastIssuesTitle: text,
    blurbsTitle: text,
    blurbs: z.array(z.object({ icon: iconNameSchema, title: text, description: text })).length(3),
    /** The block after every issue's article, offering a session and the method. */
    nextStep: z.object({
      title: text,
      description: text,
      bookLabel: text,
      /** Where "Book a Session" goes, on the issue's page and in every e-mail (the spec: /contact). */
      bookPath: z.literal("/contact"),
      philosophyLabel: text,
    }),
  })
  .parse({
    title: "The Next Move Newsletter",
    tagline: "Your weekly guide to career transitions, consulting success and strategic professional growth.",
    subscribe: {
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
      bookPath: "/contact",
      philosophyLabel: "Explore Our Philosophy",
    },
  });
