import { z } from "zod";
import { iconNameSchema, label, text } from "./schema";

/** The quiz invitation's button, once written in its component (issue 55): a row saved before it reads this. */
const quizButtonLabel = "Start the free quiz";

/** A list she can grow or shorten, within a limit that keeps the page readable. */
const between = <T extends z.ZodType>(item: T, min: number, max: number) => z.array(item).min(min).max(max);

const linkSchema = z.object({ label: text, to: z.string().startsWith("/") });

/**
 * The home page's block offering one of her guides for an e-mail address (issue 57): off until she ticks it, and then
 * showing the guide she picked (`guideId`), or the first resource of her library given for an address while she has
 * picked none (decision 092). Rows saved before it have it filled in, off; a block saved before she could pick named its
 * tick `offerFirstGuide` and reads as the first guide offered.
 */
const guideBlockSchema = z.preprocess(
  (saved) => {
    if (!saved || typeof saved !== "object" || !("offerFirstGuide" in saved)) return saved;
    const { offerFirstGuide, ...rest } = saved as Record<string, unknown>;
    return { offer: offerFirstGuide, ...rest };
  },
  z.object({ offer: z.boolean(), guideId: z.string().max(60).default(""), title: text, description: text }),
);
const guideBlockSeed: z.infer<typeof guideBlockSchema> = {
  offer: false,
  guideId: "",
  title: "A free guide for your next move",
  description: "Leave your e-mail address and confirm it: the guide follows by e-mail, with one practical e-mail a week.",
};

/** The home page's words: a row of the database (decision 061), seeded from `homeSeed` below. */
export const homeSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, intro: text, quizLabel: text, bookLabel: text, quizNote: text }),
  /** The headings of the page's sections. */
  headings: z.object({
    paths: z.object({ eyebrow: text, title: text }),
    situations: z.object({ eyebrow: text, title: text }),
    whyWorkWithMe: z.object({ eyebrow: text, title: text }),
    roadmaps: z.object({ eyebrow: text, title: text }),
  }),
  paths: z
    .array(z.object({ eyebrow: text, title: text, description: text, sessionName: text, link: linkSchema }))
    .min(1)
    .max(4),
  quizPrompt: z.object({
    title: text,
    description: text,
    facts: between(text, 1, 6),
    buttonLabel: label(40).default(quizButtonLabel),
  }),
  situations: between(text, 1, 12),
  whyWorkWithMe: z.object({
    intro: text,
    stats: z
      .array(z.object({ value: text, label: text }))
      .min(1)
      .max(6),
    approach: z
      .array(z.object({ icon: iconNameSchema, title: text, description: text }))
      .min(1)
      .max(6),
  }),
  roadmaps: z.object({ intro: text, links: between(linkSchema.extend({ description: text }), 1, 6) }),
  testimonials: z.object({ eyebrow: text, title: text }),
  emailMe: z.object({ title: text, description: text, buttonLabel: text }),
  guide: guideBlockSchema.default(guideBlockSeed),
  closing: z.object({ title: text, description: text, bookLabel: text, quizLabel: text }),
});

export type Home = z.infer<typeof homeSchema>;

/** What a fresh data folder starts from; what she saves in the back office wins. */
export const homeSeed: Home = homeSchema.parse({
  hero: {
    eyebrow: "Career and consulting strategy",
    title: "Your experience deserves a better strategy than applying and hoping",
    intro:
      "I help mid and senior-level professionals change direction, return to the market, reach the roles that are never advertised, or turn their expertise into a consulting business. One focused conversation, a clear plan, and someone in your corner while you act on it.",
    quizLabel: "Take the Free Strategy Quiz",
    bookLabel: "Book Strategy Session",
    quizNote: "Free, takes 3 minutes",
  },
  headings: {
    paths: { eyebrow: "Two routes, one method", title: "Choose Your Path" },
    situations: { eyebrow: "Who I work with", title: "Is This You?" },
    whyWorkWithMe: { eyebrow: "Experience you can lean on", title: "Why Work With Me" },
    roadmaps: { eyebrow: "The method", title: "MOVE OS: a system, not a pep talk" },
  },
  paths: [
    {
      eyebrow: "For your career",
      title: "Find the role that fits the professional you are now",
      description:
        "Changing sector, stepping up, or coming back after time away: we pin down where you are strongest, where the demand is, and how to reach the people who hire before a role is ever posted.",
      sessionName: "Career Clarity Sprint",
      link: { label: "Explore the Career Clarity Sprint", to: "/services#career-clarity" },
    },
    {
      eyebrow: "For your business",
      title: "Turn corporate expertise into a consulting practice",
      description:
        "You know your field. We shape it into an offer people will pay for, price it with confidence, and map a 90-day route to your first three to five paying clients.",
      sessionName: "Corporate to Consultant Jumpstart",
      link: { label: "Explore the Consultant Jumpstart", to: "/services#consulting-jumpstart" },
    },
  ],
  quizPrompt: {
    title: "Where do you stand in the hidden job market?",
    description:
      "Most senior roles are filled through referrals, direct approaches and quiet conversations. The Hidden Job Market Access Strategy Builder shows how visible you are to them, and what to do first.",
    facts: ["Free", "3–4 minutes", "8 strategic questions", "Instant results"],
    buttonLabel: quizButtonLabel,
  },
  situations: [
    "You have sent dozens of strong applications and heard nothing back, even for roles you could do in your sleep.",
    "You are senior enough that the right roles are rarely advertised, and you are not sure how to reach them.",
    "You have been out of the market for caring, redundancy, relocation or a sabbatical, and want to return at your level.",
    "You are quietly planning to leave corporate life to consult, but have not yet packaged or priced what you would sell.",
    "Your LinkedIn profile describes the job you had, not the value you bring to the next one.",
    "You have outgrown your role and want a deliberate next step rather than a reactive jump.",
  ],
  whyWorkWithMe: {
    intro:
      "I have spent my working life on both sides of the hiring table. I know how decisions about senior people are really made, and I have built a method that puts you in the room where they happen.",
    stats: [
      { value: "10,000+", label: "coaching hours" },
      { value: "3,000+", label: "professionals supported" },
      { value: "100%", label: "virtual and worldwide" },
    ],
    approach: [
      {
        icon: "compass",
        title: "Strategy before activity",
        description: "We decide where you are going and why before you write a single application or pitch.",
      },
      {
        icon: "target",
        title: "Built for experienced people",
        description: "No generic job-search advice. Everything is shaped for professionals with a decade or more behind them.",
      },
      {
        icon: "map",
        title: "A plan you keep",
        description: "Every session ends with a written Strategy Map and two weeks of e-mail support while you put it to work.",
      },
    ],
  },
  roadmaps: {
    intro:
      "MOVE OS is the system behind every session: Market Intelligence, Opportunity Mapping, Visibility & Engagement, and Execution & Outreach. It comes as two nine-step roadmaps, one for your career and one for your business.",
    links: [
      {
        label: "The career roadmap",
        to: "/philosophy#career-roadmap",
        description: "Nine steps from reclaiming direction to real momentum in your search.",
      },
      {
        label: "The business roadmap",
        to: "/philosophy#business-roadmap",
        description: "A 90-day plan from your first offer to your first paying clients.",
      },
      {
        label: "The thinking behind MOVE OS",
        to: "/philosophy",
        description: "Why strategy, visibility and outreach beat volume every time.",
      },
    ],
  },
  testimonials: { eyebrow: "In their words", title: "What clients say" },
  emailMe: {
    title: "Rather write first?",
    description: "Tell me where you are and what you are weighing up. I read every message myself and reply within 24 hours.",
    buttonLabel: "Email Me",
  },
  closing: {
    title: "Ready to make your next move on purpose?",
    description:
      "Book a 60-minute strategy session and leave with a plan, or start with the free quiz and see where you stand today.",
    bookLabel: "Book a Strategy Session",
    quizLabel: "Take the Free Quiz",
  },
});
