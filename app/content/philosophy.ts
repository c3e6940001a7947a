import { z } from "zod";
import { text } from "./schema";

/**
 * The connecting copy of the /philosophy page: a row of the database (decision 061), seeded from `philosophySeed`
 * below. The four shifts and the two roadmaps themselves are in roadmaps.ts.
 */

export const philosophyPageSchema = z.object({
  header: z.object({ eyebrow: text, title: text, intro: text }),
  explanation: z.object({ title: text, paragraphs: z.array(text).min(1).max(8) }),
  shifts: z.object({ eyebrow: text, title: text, intro: text }),
  roadmaps: z.object({
    eyebrow: text,
    /** Tells sighted visitors that each step opens its description. */
    stepHint: text,
  }),
  closing: z.object({ title: text, description: text, contactLabel: text, servicesLabel: text }),
});
export type PhilosophyPage = z.infer<typeof philosophyPageSchema>;

/** What a fresh data folder starts from; what she saves in the back office wins. */
export const philosophySeed: PhilosophyPage = philosophyPageSchema.parse({
  header: {
    eyebrow: "The philosophy",
    title: "MOVE OS: a system for making your next move on purpose",
    intro:
      "Experienced professionals rarely lack ability. What holds them back is a search built on volume and hope. MOVE OS replaces that with four deliberate shifts and a clear roadmap, whether your next move is a new role or a practice of your own.",
  },
  explanation: {
    title: "What MOVE OS is",
    paragraphs: [
      "MOVE OS is the operating system behind every session, roadmap and resource I offer. It grew out of more than fifteen years in hiring and talent strategy and more than 10,000 hours of coaching, and it rests on one observation: the people who move fastest understand their market, choose their opportunities deliberately, make themselves visible to the right people and act consistently.",
      "Those four habits are the four shifts. They apply whether you're changing sector, returning after a break, aiming for roles that are never advertised or leaving corporate life to consult. What changes is the route, so MOVE OS comes with two nine-step roadmaps: one for your career and one for your business.",
    ],
  },
  shifts: {
    eyebrow: "The four shifts",
    title: "Market. Opportunity. Visibility. Execution.",
    intro: "Each shift moves you from reacting to the market to working it deliberately.",
  },
  roadmaps: {
    eyebrow: "MOVE OS roadmap",
    stepHint: "Select any step to read what it involves.",
  },
  closing: {
    title: "Ready to put MOVE OS to work?",
    description:
      "In one 60-minute session we'll find where you are on your roadmap and agree the next steps, and you'll leave with a written Strategy Map.",
    contactLabel: "Get in Touch",
    servicesLabel: "Explore Strategy Sessions",
  },
});
