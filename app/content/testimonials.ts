import { z } from "zod";
import { testimonialSchema } from "./schema";

/**
 * Client testimonials, grouped by the page that shows them: a row of the database (decision 061), seeded from
 * `testimonialsSeed` below. Authors are abbreviated for privacy. `{{coach.firstName}}` and `{{price.audit}}` are filled
 * in as the page is rendered (app/content/placeholders.ts).
 */
const list = (max: number) => z.array(testimonialSchema).max(max);

export const testimonialsSchema = z
  .object({
    home: list(12).describe("Home page"),
    services: list(12).describe("Sessions page"),
    about: list(24).describe("About page"),
    audit: list(12).describe("Visibility Audit page"),
  })
  .refine(
    (lists) => Object.values(lists).flat().length <= 100,
    "At most 100 testimonials in all: remove one before adding another.",
  );
export type Testimonials = z.infer<typeof testimonialsSchema>;

export const testimonialsSeed: Testimonials = testimonialsSchema.parse({
  home: [
    {
      quote:
        "I'd spent eighteen months telling myself I would go independent 'next year'. In one session {{coach.firstName}} helped me name the three problems I actually solve, and I signed my first retained client seven weeks later.",
      author: "Priya S.",
      role: "Former Head of Operations, now Strategy Consultant",
    },
    {
      quote:
        "I had been applying for advertised roles for five months with nothing to show for it. {{coach.firstName}} showed me where roles at my level were really being filled, and the job I accepted was never posted.",
      author: "Daniel O.",
      role: "Former Finance Director, now Chief of Staff",
    },
  ],
  services: [
    {
      quote:
        "After three years out I was convinced my experience had expired. The Strategy Map {{coach.firstName}} sent after our sprint gave me a confident way to explain the gap and a shortlist of twelve organisations to approach. I was back in a director-level role within four months.",
      author: "Helen M.",
      role: "Returned after a three-year career break, now Programme Director",
    },
    {
      quote:
        "I arrived with a vague idea about 'doing some consulting' and left with one offer, one price and a list of eight people to call. Two of those conversations became paid projects before the end of the quarter.",
      author: "Marcus T.",
      role: "Former Procurement Director, now Independent Supply Chain Consultant",
    },
    {
      quote:
        "What I valued most was the honesty. {{coach.firstName}} told me plainly that my CV read like a job description, then showed me how to rebuild it around outcomes. The two weeks of e-mail support afterwards meant I didn't lose momentum.",
      author: "Rachel K.",
      role: "Former Senior Marketing Manager, now Head of Brand",
    },
  ],
  about: [
    {
      quote:
        "{{coach.firstName}} has a rare ability to see the commercial value in experience you've stopped noticing. She reframed twenty years of 'keeping the lights on' as a fractional offer that three scale-ups now pay me for.",
      author: "Samuel A.",
      role: "Former IT Director, now Fractional CTO",
    },
    {
      quote:
        "I've worked in talent for most of my career, so I'm hard to impress on this subject. {{coach.firstName}} knows how hiring decisions really get made, and she doesn't waste a minute of the session.",
      author: "Fiona G.",
      role: "Former HR Business Partner, now Organisational Design Consultant",
    },
    {
      quote:
        "Relocating meant my network was suddenly on the wrong side of the world. {{coach.firstName}} helped me rebuild it deliberately, one conversation at a time, and the role I landed came from the fourth person I spoke to.",
      author: "James W.",
      role: "Relocated from Singapore to London, now Regional Operations Lead",
    },
    {
      quote:
        "I didn't need motivation; I needed a plan. The 90-day roadmap broke starting a practice into steps I could actually put in my diary, and I had four paying clients before day ninety.",
      author: "Amara N.",
      role: "Former Head of Compliance, now Risk Advisory Consultant",
    },
    {
      quote:
        "I was trying to change sector and function at the same time and getting nowhere. {{coach.firstName}} helped me decide which to move first, which turned an impossible leap into two sensible steps.",
      author: "Laura B.",
      role: "Senior Project Manager, now in Sustainability Programme Leadership",
    },
    {
      quote:
        "After selling the business I had no idea how to describe what I did next. {{coach.firstName}} helped me shape a portfolio career that makes sense on paper and in conversation, and I now hold two board seats.",
      author: "Thomas H.",
      role: "Former Managing Director, now Non-Executive Director and Adviser",
    },
  ],
  audit: [
    {
      quote:
        "The video audit was uncomfortable in the best way. Within minutes {{coach.firstName}} pointed out that my LinkedIn profile still described a job I'd left two years earlier, and the Fix-It Plan took me one weekend to put into practice.",
      author: "Nadia R.",
      role: "Senior Product Manager, six months into a job search",
    },
    {
      quote:
        "For {{price.audit}} I expected generic tips. Instead I got a recorded walk-through of my profile with three specific changes, and recruiters started getting in touch within a fortnight of making them.",
      author: "Oliver P.",
      role: "Head of Customer Success, preparing a move into consulting",
    },
  ],
});
