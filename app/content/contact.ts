import { z } from "zod";
import { label, text } from "./schema";
import { interestOf, type Sessions } from "./sessions";

/**
 * The contact form's interests: her sessions by their names on /services, in her order, and "Other Inquiry" as the spec
 * words it. The two first sessions keep the values they were stored under (`interestOf`), so older messages keep theirs.
 */
export const interestOptionsOf = (sessions: Sessions): readonly { value: string; label: string }[] => [
  ...sessions.map((session) => ({ value: interestOf(session), label: session.name })),
  { value: "other", label: "Other Inquiry" },
];

/** An interest as the form words it now ("Career Clarity Sprint"); a session she has since removed, by its stored name. */
export const interestLabelOf = (sessions: Sessions, value: string) =>
  interestOptionsOf(sessions).find((option) => option.value === value)?.label ?? value;

/** Words once written in the page's components (issue 55): a row saved before them reads these. */
const added = { eyebrow: "Contact", bookingLinkLabel: "View Available Sessions", linkedInLabel: "Connect on LinkedIn" };

export const contactPageSchema = z.object({
  eyebrow: label(40).default(added.eyebrow),
  title: text,
  intro: text,
  /** The opening's button to the booking card below. */
  bookingLinkLabel: label(40).default(added.bookingLinkLabel),
  formTitle: text,
  formIntro: text,
  details: z.object({
    title: text,
    linkedInLabel: label(40).default(added.linkedInLabel),
    replyPromise: text,
    sessionsNote: text,
  }),
  booking: z.object({ title: text, description: text }),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

/**
 * The contact page's own words: a row of the database (decision 078), seeded from here; what she saves in the back
 * office wins. `{{session.length}}` and `{{price.sessions}}` follow her sessions.
 */
export const contactSeed: ContactPage = contactPageSchema.parse({
  eyebrow: added.eyebrow,
  title: "Let's talk about your next move",
  intro:
    "Tell me where you are and what you are weighing up. Whether it is a career change, a return to work or your first consulting client, I read every message myself.",
  bookingLinkLabel: added.bookingLinkLabel,
  formTitle: "Send a message",
  formIntro: "All fields are required. I reply within 24 hours.",
  details: {
    title: "Contact information",
    linkedInLabel: added.linkedInLabel,
    replyPromise: "Every message gets a personal reply within 24 hours.",
    sessionsNote: "All sessions are 100% virtual, so I work with professionals worldwide.",
  },
  booking: {
    title: "Ready to book?",
    description:
      "Skip the back-and-forth and choose a time for a {{session.length}} strategy session ({{price.sessions}}), with a written Strategy Map and two weeks of e-mail support afterwards.",
  },
});
