import { z } from "zod";
import { iconNameSchema, type Roadmap, roadmapSchema, text } from "./schema";

/**
 * MOVE OS on /philosophy: the four shifts, and the two 9-step roadmaps
 * (anchors career-roadmap and business-roadmap). Each step's description is
 * shown in a tooltip.
 */

export const moveShiftSchema = z.object({
  letter: z.enum(["M", "O", "V", "E"]),
  title: z.enum(["Market Intelligence", "Opportunity Mapping", "Visibility & Engagement", "Execution & Outreach"]),
  icon: iconNameSchema,
  description: text,
});
export type MoveShift = z.infer<typeof moveShiftSchema>;

const moveOrder = ["M", "O", "V", "E"] as const;

export const moveShifts: MoveShift[] = z
  .array(moveShiftSchema)
  .length(4)
  .refine(
    (shifts) => shifts.every((shift, i) => shift.letter === moveOrder[i] && shift.title.startsWith(shift.letter)),
    "MOVE shifts must run M, O, V, E, each title starting with its letter",
  )
  .parse([
    {
      letter: "M",
      title: "Market Intelligence",
      icon: "search",
      description:
        "Understand where demand really sits: which sectors are growing, who is hiring or buying, and what they need. Decisions grounded in the market beat decisions grounded in hope.",
    },
    {
      letter: "O",
      title: "Opportunity Mapping",
      icon: "map",
      description:
        "Match your experience to the openings where it carries the most value, including roles and clients that are never advertised. You stop chasing everything and focus on the few that fit.",
    },
    {
      letter: "V",
      title: "Visibility & Engagement",
      icon: "users",
      description:
        "Make sure the right people can find you and quickly understand what you offer. A sharp profile and a steady presence turn you from an applicant into a recommendation.",
    },
    {
      letter: "E",
      title: "Execution & Outreach",
      icon: "target",
      description:
        "Turn strategy into weekly action through warm, specific outreach and consistent follow-up. Momentum comes from conversations, not from polishing your CV for another month.",
    },
  ]);

/** Every phase is used, and steps run in phase order. */
const phasesInOrder = (roadmap: Roadmap) =>
  [1, 2, 3].every((p) => roadmap.steps.some((s) => s.phase === p)) &&
  roadmap.steps.every((s, i, all) => i === 0 || (all[i - 1]?.phase ?? 1) <= s.phase);

export const roadmaps: Roadmap[] = z
  .array(roadmapSchema.refine(phasesInOrder, "a roadmap must use phases 1–3, in order"))
  .length(2)
  .refine(
    ([career, business]) =>
      career?.id === "career-roadmap" &&
      career.variant === "career" &&
      business?.id === "business-roadmap" &&
      business.variant === "business",
    "roadmaps must be career-roadmap (career) then business-roadmap (business)",
  )
  .parse([
    {
      id: "career-roadmap",
      variant: "career",
      title: "The Career Roadmap",
      subtitle:
        "Nine steps from uncertainty to a role that fits, for professionals changing direction, returning to work or aiming for the hidden job market.",
      phase1: "Reclaim Direction",
      phase2: "Build Positioning Power",
      phase3: "Gain Traction & Momentum",
      steps: [
        {
          phase: 1,
          title: "Take Stock",
          description:
            "Review your experience, achievements and what has changed for you. We separate what you're good at from what you want to keep doing.",
        },
        {
          phase: 1,
          title: "Set Your Non-Negotiables",
          description:
            "Decide the salary, location, flexibility and values your next role must meet. These become the filter for every opportunity.",
        },
        {
          phase: 1,
          title: "Choose Your Direction",
          description:
            "Test two or three possible directions against real market demand. Commit to the one with the strongest demand and the best fit.",
        },
        {
          phase: 2,
          title: "Craft Your Positioning Statement",
          description:
            "Write one line that says what problem you solve and for whom. It anchors your CV, your LinkedIn profile and every introduction.",
        },
        {
          phase: 2,
          title: "Rebuild Your CV Around Outcomes",
          description:
            "Replace lists of duties with measurable results. Show a hiring manager what you will change, not just what you did.",
        },
        {
          phase: 2,
          title: "Align Your LinkedIn Profile",
          description:
            "Bring your headline, About section and experience into line with your new direction. Make it easy for recruiters and decision-makers to find you.",
        },
        {
          phase: 3,
          title: "Map the Hidden Market",
          description:
            "List the organisations, decision-makers and connectors in your target area. Start with those where you already have a way in.",
        },
        {
          phase: 3,
          title: "Start Strategic Conversations",
          description:
            "Reach out with warm, specific messages that ask for insight rather than a job. Keep a steady rhythm of conversations every week.",
        },
        {
          phase: 3,
          title: "Convert Conversations into Offers",
          description:
            "Follow up with value, prepare sharply for interviews and negotiate with confidence. Turn momentum into the role you chose.",
        },
      ],
    },
    {
      id: "business-roadmap",
      variant: "business",
      title: "The Business Roadmap",
      subtitle: "A 90-day plan to take you from corporate professional to your first 3–5 paying clients.",
      phase1: "Own Your Next Chapter",
      phase2: "Turn Expertise into Income",
      phase3: "Show Up + Get Paid",
      steps: [
        {
          phase: 1,
          title: "Know Your Why and Your Runway",
          description:
            "Be clear about why you're going independent and how long your finances give you. A realistic runway takes the panic out of early decisions.",
        },
        {
          phase: 1,
          title: "Audit Your Expertise",
          description:
            "List the problems you've solved again and again, and the results they produced. Your most valuable offer is usually hiding in that list.",
        },
        {
          phase: 1,
          title: "Think Like a Founder",
          description:
            "Replace waiting for direction with weekly priorities you set yourself. Protect time for selling as well as delivering.",
        },
        {
          phase: 2,
          title: "Choose Your Niche",
          description: "Start with one type of client and one costly problem. A narrow focus makes you far easier to recommend.",
        },
        {
          phase: 2,
          title: "Design Your Signature Offer",
          description:
            "Package your expertise into an offer with a clear scope, outcome and timeframe. Buyers find it much easier to say yes to something specific.",
        },
        {
          phase: 2,
          title: "Set Your Pricing",
          description:
            "Price on the value of the outcome rather than your old day rate. Decide your starting fee and when you'll review it.",
        },
        {
          phase: 3,
          title: "Build Visible Credibility",
          description:
            "Update LinkedIn to reflect your practice and share useful insight each week. Let your network see what you now do and for whom.",
        },
        {
          phase: 3,
          title: "Run Warm Outreach",
          description:
            "Contact former colleagues, clients and connectors with a short, specific message. Your first clients are most likely to be people who already trust your work.",
        },
        {
          phase: 3,
          title: "Convert to Paying Clients",
          description:
            "Turn conversations into proposals and proposals into signed work. Aim to reach your first 3–5 paying clients by day 90.",
        },
      ],
    },
  ]);
