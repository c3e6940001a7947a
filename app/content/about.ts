import { z } from "zod";
import { iconNameSchema, text } from "./schema";

/**
 * The /about page: profile hero, credentials grid, the two paths to reinvention, the coach's story and 'Why I Created
 * MOVE OS': a row of the database (decision 061), seeded from `aboutSeed` below. Its testimonials are in
 * testimonials.ts. `{{coach.name}}` and `{{coach.firstName}}` are filled in as the page is rendered.
 */

const heading = z.object({ eyebrow: text, title: text });

export const aboutSchema = z.object({
  heroEyebrow: text,
  heroTitle: text,
  /** Two sentences, first person. */
  heroIntro: text,
  headings: z.object({
    credentials: heading,
    reinvention: heading.extend({ intro: text, pathLinkLabel: text, philosophyLabel: text }),
    testimonials: heading,
    story: heading,
    whyMoveOs: z.object({ title: text, contactLabel: text }),
  }),
  credentials: z
    .array(z.object({ icon: iconNameSchema, title: text, detail: text }))
    .min(1)
    .max(12),
  reinventionPaths: z
    .array(
      z.object({
        title: text,
        description: text,
        href: z.enum(["/services#career-clarity", "/services#consulting-jumpstart"]),
      }),
    )
    .min(1)
    .max(4),
  /** Paragraphs, first person. */
  story: z.array(text).min(1).max(12),
  /** Paragraphs of 'Why I Created MOVE OS'. */
  whyMoveOs: z.array(text).min(1).max(6),
});
export type About = z.infer<typeof aboutSchema>;

/** What a fresh data folder starts from; what she saves in the back office wins. */
export const aboutSeed: About = aboutSchema.parse({
  heroEyebrow: "About {{coach.firstName}}",
  heroTitle: "I've sat on both sides of the hiring table, so you don't have to guess",
  headings: {
    credentials: { eyebrow: "Credentials", title: "Experience you can lean on" },
    reinvention: {
      eyebrow: "Two routes",
      title: "Your path to reinvention",
      intro: "Most of the people I work with are making one of two moves. Both follow the same method, MOVE OS.",
      pathLinkLabel: "See the session",
      philosophyLabel: "See how MOVE OS works",
    },
    testimonials: { eyebrow: "In their words", title: "What clients say about working with me" },
    story: { eyebrow: "My story", title: "From the hiring table to my own practice" },
    whyMoveOs: { title: "Why I Created MOVE OS", contactLabel: "Get in Touch" },
  },
  heroIntro:
    "I'm {{coach.name}}, and I help experienced professionals make their next move with strategy rather than guesswork. Whether you want a new direction in your career or a consulting business of your own, I'll help you see where the opportunity is and how to reach it.",
  credentials: [
    {
      icon: "clock",
      title: "10,000+ Coaching Hours",
      detail: "Spent with professionals at every stage of a career or business transition.",
    },
    {
      icon: "users",
      title: "3,000+ Professionals Supported",
      detail: "From senior specialists changing sector to executives building advisory practices.",
    },
    {
      icon: "globe",
      title: "100% Virtual & Worldwide",
      detail: "Every session runs by video call, so you can work with me wherever you are.",
    },
    {
      icon: "layers",
      title: "Creator of MOVE OS",
      detail: "The four-shift system behind every session, roadmap and resource I offer.",
    },
    {
      icon: "briefcase",
      title: "15+ Years in Hiring & Talent Strategy",
      detail: "Leading hiring and talent strategy in corporate organisations, so I know how decisions really get made.",
    },
    {
      icon: "trending-up",
      title: "From Corporate to Independent",
      detail: "I've made the move from corporate life to independent consulting myself, so my advice comes from experience.",
    },
  ],
  reinventionPaths: [
    {
      title: "Career Change & Reinvention",
      description:
        "For professionals ready for a new direction, a return to work or access to roles that are never advertised. Start with the Career Clarity Sprint.",
      href: "/services#career-clarity",
    },
    {
      title: "Corporate to Consultant",
      description:
        "For leaders who want to turn their expertise into an independent consulting practice and win their first paying clients. Start with the Corporate to Consultant Jumpstart.",
      href: "/services#consulting-jumpstart",
    },
  ],
  story: [
    "I spent more than fifteen years on the other side of the hiring table. I led hiring and talent strategy in corporate organisations, sat in countless shortlisting meetings and saw, again and again, how senior roles were really filled: through referrals, quiet conversations and people who were already known to the decision-makers.",
    "I also saw how many outstanding people never got a look in. They had the experience and the results, but their CVs read like job descriptions, their LinkedIn profiles were years out of date, and they were applying for advertised roles that had often been earmarked before the advert went live. Their problem wasn't ability. It was strategy and visibility.",
    "Then I reached my own crossroads. I knew I wanted to work independently, but knowing how to advise other people on their careers didn't mean I knew how to build a consulting business. I had to learn to define an offer, set a price I could say out loud and ask people I'd worked alongside for years to become clients.",
    "Making that move from corporate life to independent consulting taught me what a transition feels like from the inside: the doubt, the false starts and the relief when the first paying clients arrive. It's why every plan I build rests on practical steps you can take this week, not theory.",
    "Since then I've spent more than 10,000 hours coaching and supported more than 3,000 professionals, from senior specialists changing sector to executives building advisory practices. I work entirely online with clients around the world, and few things still make my day like a message that says, 'I got the offer.'",
  ],
  whyMoveOs: [
    "Early in my coaching work I noticed that the professionals who moved fastest weren't always the most qualified. They were the ones who understood their market, chose their opportunities deliberately, made themselves visible to the right people and then acted consistently.",
    "MOVE OS turns that pattern into a system anyone can follow. Its four shifts, Market Intelligence, Opportunity Mapping, Visibility & Engagement and Execution & Outreach, sit behind both of my roadmaps: one for your next career move, and one for reaching your first 3–5 consulting clients in 90 days.",
    "I created it because you deserve more than encouragement. You deserve a clear, repeatable way to make your next move on purpose, and if you'd like to talk about where you are now, I'd love to hear from you.",
  ],
});
