import { z } from "zod";
import { faqSectionSchema } from "./schema";

/**
 * The /faq page's sections and questions: a row of the database (decision 061), seeded from `faqSeed` below. Answers
 * are plain text; the page searches them. `{{price.sessions}}` is filled in as the page is rendered
 * (app/content/placeholders.ts). Limits, not counts: any number of sections and questions up to these.
 */
/** The most sections and questions the FAQ takes: its search stays quick on a phone with this many (issue 55). */
export const mostFaqSections = 20;
export const mostFaqQuestions = 300;

export const faqSchema = z
  .array(faqSectionSchema)
  .min(1, "Keep at least one section.")
  .max(mostFaqSections, `At most ${mostFaqSections} sections.`)
  .refine(
    (sections) => sections.reduce((sum, section) => sum + section.items.length, 0) <= mostFaqQuestions,
    `At most ${mostFaqQuestions} questions in all: remove one before adding another.`,
  );
export type Faq = z.infer<typeof faqSchema>;

export const faqSeed: Faq = faqSchema.parse([
  {
    title: "About Your Session",
    icon: "calendar-clock",
    description: "Everything you need to know about booking, preparing for and following up on your strategy session.",
    items: [
      {
        question: "How long is a strategy session, and what does it cost?",
        answer:
          "Each session lasts 60 minutes and costs {{price.sessions}}. There are two to choose from: the Career Clarity Sprint for your next career move, and the Corporate to Consultant Jumpstart for building a consulting business. The length, price and follow-up are the same for both.",
      },
      {
        question: "Which session is right for me?",
        answer:
          "Choose the Career Clarity Sprint if you want your next employed role, whether that's a change of direction, a return after a break or a move into roles that are never advertised. Choose the Corporate to Consultant Jumpstart if you want to turn your expertise into an independent consulting or advisory practice. If you're torn, book the one closest to your current plan and we'll test the alternative during the session.",
      },
      {
        question: "Are sessions held online?",
        answer:
          "Yes. Sessions are 100% virtual and run by video call, so you can join from anywhere in the world. When you book, choose a time that works in your own time zone.",
      },
      {
        question: "What do I receive after the session?",
        answer:
          "After the session you receive a Strategy Map: a written summary of your direction, positioning and agreed next steps. You also get two weeks of e-mail support, so you can ask questions and share progress while you act on the plan.",
      },
      {
        question: "How should I prepare for my session?",
        answer:
          "Come with a clear sense of the decision you want to make or the problem you want solved by the end of the hour. Have your CV or LinkedIn profile to hand, along with any roles, organisations or consulting ideas you're weighing up. You don't need everything worked out; that's what the session is for.",
      },
      {
        question: "Can I reschedule my session?",
        answer:
          "Yes, you can reschedule as long as you give 24 hours' notice or more. Use the link in your booking confirmation to choose a new time. If your plans change, please let me know as early as you can.",
      },
      {
        question: "What is your refund policy?",
        answer:
          "Sessions are non-refundable once delivered, because the time, preparation and follow-up have already been given to you. If you can't make your booked time, reschedule with 24 hours' notice or more instead. If you have a question before booking, send me a message and I'll reply within 24 hours.",
      },
    ],
  },
  {
    title: "Career & Consulting Transitions",
    icon: "compass",
    description: "How I help senior professionals change direction, return to work or build a consulting business.",
    items: [
      {
        question: "Is it too late to change career at my level?",
        answer:
          "Rarely. Senior professionals usually have more options than they think, because their experience transfers further than their job titles suggest. The work lies in translating that experience into language a new sector or function recognises, and in reaching the people who make the hiring decisions.",
      },
      {
        question: "What is the hidden job market, and how do I reach it?",
        answer:
          "The hidden job market is the share of roles, particularly at senior level, filled through referrals, direct approaches and headhunters before they are ever advertised. You reach it by being visible to the right people and starting conversations before a vacancy exists. The free Hidden Job Market Access Strategy Builder quiz is a good way to see where you stand.",
      },
      {
        question: "I've taken a career break. Can you help me return?",
        answer:
          "Yes. Many of my clients are returning after caring responsibilities, illness, relocation or redundancy. We work on explaining the gap with confidence, refreshing your positioning and finding the organisations that value what you bring now.",
      },
      {
        question: "How do I know whether consulting is right for me?",
        answer:
          "Consulting suits people with deep expertise in a problem organisations will pay to solve, who are also comfortable selling their own work. In the Corporate to Consultant Jumpstart we test your idea against both: whether there is a buyer, and whether the day-to-day reality of running a practice fits the life you want.",
      },
      {
        question: "How quickly can I win my first consulting clients?",
        answer:
          "The business roadmap is a 90-day plan built to take you to your first 3–5 paying clients. How fast you move depends on your network, your offer and the time you can commit each week. Early clients usually come from people who already know your work, which is why warm outreach sits at the heart of the plan.",
      },
      {
        question: "Do I need to leave my job before starting a consulting business?",
        answer:
          "No, and I usually advise against resigning before you've tested demand. Many people validate their offer while still employed, provided their contract allows it. We'll look at your notice period, finances and any restrictions in your contract so that your timing is deliberate rather than rushed.",
      },
      {
        question: "How should I price my consulting services?",
        answer:
          "Start from the value of the problem you solve, not your old salary divided by working days. In the session we set a starting price for a clearly defined first offer and agree when you'll review it. Confident pricing is far easier when the offer is specific.",
      },
    ],
  },
  {
    title: "About MOVE OS",
    icon: "layers",
    description: "The system behind every session and roadmap, and how it works for you.",
    items: [
      {
        question: "What is MOVE OS?",
        answer:
          "MOVE OS is the career and business system I created after years of watching talented people stall for want of a strategy. It works through four shifts: Market Intelligence, Opportunity Mapping, Visibility & Engagement, and Execution & Outreach. Every session, roadmap and resource on this site is built on it.",
      },
      {
        question: "How do the MOVE OS roadmaps work?",
        answer:
          "There are two roadmaps, one for career moves and one for building a consulting business, each with 9 steps across 3 phases. The business roadmap is a 90-day plan to your first 3–5 paying clients. In your session we work out where you are on the relevant roadmap and which steps to tackle next.",
      },
    ],
  },
]);
