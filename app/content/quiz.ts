import { z } from "zod";
import { iconNameSchema, text } from "./schema";

/**
 * The /hidden-job-market-quiz landing page. The quiz itself is hosted
 * externally (`site.links.hiddenJobMarketQuiz`) and opens in a new tab.
 */

export const quizPageSchema = z.object({
  title: z.literal("Hidden Job Market Access Strategy Builder"),
  eyebrow: text,
  intro: text,
  startLabel: z.literal("Start the Quiz"),
  /** Free, 3–4 minutes, 8 strategic questions, instant results. */
  facts: z
    .array(z.object({ icon: iconNameSchema, value: text, label: text }))
    .length(4)
    .refine(
      (facts) => facts.map((fact) => fact.value).join("|") === "Free|3–4 minutes|8|Instant",
      "quiz facts must be: free, 3–4 minutes, 8 strategic questions, instant results",
    ),
  discover: z.object({ title: text, intro: text, points: z.array(text).min(3).max(5) }),
  audience: z.object({
    title: z.literal("Who It's For"),
    intro: text,
    groups: z
      .array(z.object({ icon: iconNameSchema, title: text, description: text }))
      .length(3)
      .refine(
        (groups) =>
          groups.map((group) => group.title).join("|") ===
          "Experienced Professionals (10+ years)|Invisible Jobseekers|Senior Leaders",
        "audience groups must be Experienced Professionals (10+ years), Invisible Jobseekers, Senior Leaders",
      ),
  }),
  questions: z.object({ title: text, description: text }),
  closing: z.object({ title: text, description: text }),
});
export type QuizPage = z.infer<typeof quizPageSchema>;

export const quizPage: QuizPage = quizPageSchema.parse({
  title: "Hidden Job Market Access Strategy Builder",
  eyebrow: "Free strategy quiz",
  intro:
    "Most senior roles are filled through referrals, direct approaches and quiet conversations long before an advert appears. Answer eight questions about how you search today and get a clear picture of how visible you are to that hidden market, with the first moves that will make the biggest difference.",
  startLabel: "Start the Quiz",
  facts: [
    { icon: "sparkles", value: "Free", label: "No payment and no obligation" },
    { icon: "clock", value: "3–4 minutes", label: "Quick enough to do over a coffee" },
    { icon: "layers", value: "8", label: "Strategic questions" },
    { icon: "trending-up", value: "Instant", label: "Results the moment you finish" },
  ],
  discover: {
    title: "What you'll discover",
    intro: "Your results show where your search is strong, where it is leaking opportunities and what to change first.",
    points: [
      "How much of your search relies on advertised roles, and what that is likely to be costing you",
      "Whether recruiters and decision-makers can find you and quickly understand what you offer",
      "How well your network is working for you, and the conversations worth starting this month",
      "A tailored strategy with practical first steps you can take straight away",
    ],
  },
  audience: {
    title: "Who It's For",
    intro: "The quiz is written for people with real experience behind them who know applying and hoping isn't working.",
    groups: [
      {
        icon: "briefcase",
        title: "Experienced Professionals (10+ years)",
        description:
          "You have a decade or more of results behind you, but your search still feels like starting from scratch. Find out how to make that experience count where roles are really decided.",
      },
      {
        icon: "search",
        title: "Invisible Jobseekers",
        description:
          "You're sending strong applications and hearing little or nothing back. Discover why the right people aren't seeing you, and how to change that without applying for more roles.",
      },
      {
        icon: "award",
        title: "Senior Leaders",
        description:
          "At your level, the best roles are rarely advertised. See how well placed you are to hear about them first, through the people and networks that fill them.",
      },
    ],
  },
  questions: {
    title: "Questions about the quiz?",
    description:
      "If you'd like to know more before you start, or want to talk through your results, e-mail me and I'll reply within 24 hours.",
  },
  closing: {
    title: "Ready to see where you stand?",
    description: "Eight questions, 3–4 minutes and instant results. It's free, and your strategy is waiting at the end.",
  },
});
