import { z } from "zod";
import { formatPrice } from "../lib/pounds";
import { newAddress } from "./address-part";
import { sample } from "./samples";
import { text } from "./schema";

/**
 * Her paid sessions and offers as rows (decision 069): any number up to `mostSessions`, each with its name, price,
 * length, what happens and what is included, and its booking or checkout link. The list below is the seed: what a
 * fresh data folder starts from, exactly the two sessions the site sold before she could change them.
 */

export const mostSessions = 12;
/** The longest name a session may have: a page title's length (app/content/pages.ts), which the card's heading, the
 * contact form's choices and the header's booking menu all fit at 320 px. */
export const longestSessionName = 60;
/** The header's booking menu is 15rem wide: "Book Business Session" and a little more fit on one line. */
export const longestMenuLabel = 32;
export const highestPrice = 10_000;

/** A session's stable name: made from its first name when she adds it, never changed by renaming it. */
const sessionIdSchema = z
  .string()
  .max(80)
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "A session's address is made by the site; please leave it as it is.");

export const sessionSchema = z.object({
  id: sessionIdSchema,
  name: text.max(longestSessionName, `Please keep the name to ${longestSessionName} characters, so it fits the page.`),
  /** Its line in the header's "Book a Session" menu and the contact page's booking card. */
  menuLabel: text.max(longestMenuLabel, `Please keep this to ${longestMenuLabel} characters, so it fits the menu.`),
  audience: text,
  summary: text,
  whatHappens: z.array(text).min(1, "Please say at least one thing that happens."),
  youLeaveWith: z.array(text).min(1, "Please say at least one thing that is included."),
  durationMinutes: z
    .number("Please give the length in minutes, as a number.")
    .int("Please give the length in whole minutes.")
    .min(15, "A session lasts at least 15 minutes.")
    .max(480, "A session lasts at most 8 hours (480 minutes)."),
  priceGbp: z
    .number("Please give the price in pounds, as a number.")
    .positive("Please give a price above £0.")
    .max(highestPrice, `Please give a price up to ${formatPrice(highestPrice)}.`)
    .multipleOf(0.01, "Please give the price in pounds and pence, e.g. 199 or 49.50."),
  bookingUrl: z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: "Please give the booking or checkout address, starting https://.",
  }),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * The names the two seed sessions were counted and asked about under before they were rows (`/go/booking-career`, the
 * contact form's "career"): kept, so last month's clicks, sales and messages still name them.
 */
const earlierNames: Record<string, { link: string; interest: string }> = {
  "career-clarity": { link: "booking-career", interest: "career" },
  "consulting-jumpstart": { link: "booking-business", interest: "consulting" },
};

/** The name a session's booking link is counted under: `/go/<name>`. */
export const linkNameOf = (session: Pick<Session, "id">): string => earlierNames[session.id]?.link ?? `book-${session.id}`;

/** Whether `/go/<name>` is, or could become, a session's booking link: kept from other counted links (a resource's). */
export const isSessionLinkName = (name: string): boolean =>
  name.startsWith("book-") || Object.values(earlierNames).some((earlier) => earlier.link === name);

/** The value the contact form stores when a visitor asks about this session. */
export const interestOf = (session: Pick<Session, "id">): string => earlierNames[session.id]?.interest ?? session.id;

/** The list she keeps: a new session (no id yet) gets one made from its name, unlike any other's. */
export const sessionsSchema = z
  .array(sessionSchema)
  .min(1, "Please keep at least one session: the Sessions page shows them.")
  .max(mostSessions, `Please keep to ${mostSessions} sessions.`)
  .transform((sessions) => {
    const taken = new Set(sessions.flatMap((session) => (session.id ? [session.id, interestOf(session)] : [])));
    for (const name of Object.values(earlierNames)) taken.add(name.interest);
    return sessions.map((session) => {
      return session.id ? session : { ...session, id: newAddress(session.name, 60, "session", taken) };
    });
  })
  .superRefine((sessions, context) => {
    const seen = new Set<string>();
    for (const [index, session] of sessions.entries()) {
      if (seen.has(session.id))
        context.addIssue({ code: "custom", path: [index, "id"], message: "Two sessions cannot share one address." });
      seen.add(session.id);
    }
  });
export type Sessions = z.infer<typeof sessionsSchema>;

/** The sessions' price as the copy says it: "£199", "£150 or £199", or "from £150" when there are more prices. */
export function sessionPriceOf(sessions: readonly Pick<Session, "priceGbp">[]): string {
  const prices = [...new Set(sessions.map((session) => session.priceGbp))].sort((a, b) => a - b);
  if (prices.length === 2) return `${formatPrice(prices[0] as number)} or ${formatPrice(prices[1] as number)}`;
  return prices.length === 1 ? formatPrice(prices[0] as number) : `from ${formatPrice(prices[0] ?? 0)}`;
}

/** The sessions' lengths in words: "60" and the unit, "60 or 90", "45 to 120" (a hyphen after the first for "-minute"). */
function lengthsSaid(sessions: readonly Pick<Session, "durationMinutes">[], unit: "-minute" | " minutes"): string {
  const lengths = [...new Set(sessions.map((session) => session.durationMinutes))].sort((a, b) => a - b);
  const [shortest, longest] = [lengths[0] ?? 0, lengths.at(-1) ?? 0];
  if (lengths.length <= 1) return `${shortest}${unit}`;
  return `${shortest}${unit === "-minute" ? "-" : ""} ${lengths.length === 2 ? "or" : "to"} ${longest}${unit}`;
}

/** The sessions' length as the copy says it before "session": "60-minute", "60- or 90-minute", "45- to 120-minute". */
export const sessionLengthOf = (sessions: readonly Pick<Session, "durationMinutes">[]) => lengthsSaid(sessions, "-minute");

/** The sessions' length on its own: "60 minutes", "60 or 90 minutes", "45 to 120 minutes". */
export const sessionMinutesOf = (sessions: readonly Pick<Session, "durationMinutes">[]) => lengthsSaid(sessions, " minutes");

const numberWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** How many sessions she offers, in words as the copy writes them ("two"); digits past twelve. */
export const sessionCountOf = (sessions: readonly unknown[]): string => numberWords[sessions.length] ?? String(sessions.length);

export const sessionsSeed: Sessions = sessionsSchema.parse([
  {
    id: "career-clarity",
    name: "Career Clarity Sprint",
    menuLabel: "Book Career Session",
    audience:
      "Mid and senior-level professionals who want to change career, return to work after a break or reach the roles that are never advertised.",
    summary:
      "A focused 60-minute strategy session to decide your next move, position your experience for it and plan how to reach the people who hire for it.",
    whatHappens: [
      "We start with where you are now: your experience, what's prompting the change and what your next role must give you.",
      "We test your options against the market to see where your experience carries the most value.",
      "We work out where those roles are really being filled, including the hidden job market, and who you need to be talking to.",
      "We agree your positioning and the first moves to make over the next fortnight.",
    ],
    youLeaveWith: [
      "A follow-up Strategy Map summarising your direction, positioning and next steps",
      "A one-line positioning statement to use on LinkedIn, on your CV and in conversation",
      "A shortlist of target organisations and people to approach",
      "Two weeks of e-mail support after the session while you put the plan into action",
    ],
    durationMinutes: 60,
    priceGbp: 199,
    bookingUrl: sample("https://calendly.com/nextmovestrategy/career-clarity-sprint"),
  },
  {
    id: "consulting-jumpstart",
    name: "Corporate to Consultant Jumpstart",
    menuLabel: "Book Business Session",
    audience:
      "Corporate leaders and senior specialists who want to turn their expertise into an independent consulting, advisory or fractional practice.",
    summary:
      "A focused 60-minute strategy session to shape your first consulting offer, price it with confidence and plan the route to your first 3–5 paying clients.",
    whatHappens: [
      "We pin down the specific, costly problem you solve and the buyers who feel it most.",
      "We shape a first offer with a clear scope and outcome, and set a starting price you can say out loud with confidence.",
      "We look honestly at your timing, finances and notice period so your move is deliberate rather than rushed.",
      "We plan your first outreach: who to contact, what to say and in what order.",
    ],
    youLeaveWith: [
      "A follow-up Strategy Map setting out your offer, pricing and priorities for the next 90 days",
      "A list of warm contacts to approach first, with an outreach message to adapt",
      "Your starting point on the 90-day roadmap to your first 3–5 paying clients",
      "Two weeks of e-mail support after the session while you start those conversations",
    ],
    durationMinutes: 60,
    priceGbp: 199,
    bookingUrl: sample("https://calendly.com/nextmovestrategy/consultant-jumpstart"),
  },
]);

/** The settings that held the seed sessions' prices and links before they were rows, by the field each now is. */
export const sessionSettingsBefore: Record<string, { id: string; field: "priceGbp" | "bookingUrl" }> = {
  "prices.careerSession": { id: "career-clarity", field: "priceGbp" },
  "links.bookCareerSession": { id: "career-clarity", field: "bookingUrl" },
  "prices.businessSession": { id: "consulting-jumpstart", field: "priceGbp" },
  "links.bookBusinessSession": { id: "consulting-jumpstart", field: "bookingUrl" },
};
