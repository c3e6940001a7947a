import { z } from "zod";
import type { Interest } from "~/lib/validation";
import { text } from "./schema";
import { sessionPriceOf, sessionsSeed } from "./sessions";
import type { Site } from "./site";

/**
 * The contact form's interests: the two sessions by their names on /services, and "Other Inquiry" as the spec words it. The stored
 * values stay as they were, so a message sent before keeps its interest.
 */
export const interestOptions: readonly { value: Interest; label: string }[] = [
  { value: "career", label: sessionsSeed[0]?.name ?? "" },
  { value: "consulting", label: sessionsSeed[1]?.name ?? "" },
  { value: "other", label: "Other Inquiry" },
];

/** An interest as the form words it ("Career Clarity Sprint"), for the back office. */
export const interestLabel = (value: string) => interestOptions.find((option) => option.value === value)?.label ?? value;

/** Copy of the contact page. */
export function contactPageOf(site: Site) {
  const sessionPrice = sessionPriceOf(site.sessions);
  return z
    .object({
      title: text,
      intro: text,
      formTitle: text,
      formIntro: text,
      details: z.object({ title: text, replyPromise: text, sessionsNote: text }),
      booking: z.object({ title: text, description: text }),
    })
    .parse({
      title: "Let's talk about your next move",
      intro:
        "Tell me where you are and what you are weighing up. Whether it is a career change, a return to work or your first consulting client, I read every message myself.",
      formTitle: "Send a message",
      formIntro: "All fields are required. I reply within 24 hours.",
      details: {
        title: "Contact information",
        replyPromise: "Every message gets a personal reply within 24 hours.",
        sessionsNote: "All sessions are 100% virtual, so I work with professionals worldwide.",
      },
      booking: {
        title: "Ready to book?",
        description: `Skip the back-and-forth and choose a time for a 60-minute strategy session (${sessionPrice}), with a written Strategy Map and two weeks of e-mail support afterwards.`,
      },
    });
}
