import { z } from "zod";
import { sample } from "./samples";
import { type Sessions, sessionsSeed } from "./sessions";
import { type SavedSettings, withSettings } from "./settings-overlay";

const url = z.url({ protocol: /^https?$/ });
/** An amount in pounds, as shown on the site. */
const price = z.number().positive();

export const siteSchema = z.object({
  brand: z.string().min(1),
  tagline: z.string().min(1),
  coach: z.object({
    name: z.string().min(1),
    firstName: z.string().min(1),
    role: z.string().min(1),
  }),
  email: z.email(),
  address: z.object({
    street: z.string().min(1),
    locality: z.string().min(1),
    city: z.string().min(1),
    postcode: z.string().min(1),
    country: z.string().min(1),
  }),
  links: z.object({
    linkedIn: url,
    hiddenJobMarketQuiz: url,
    twoMinuteQuiz: url,
    auditCheckout: url,
    marketIntelligenceTool: url,
  }),
  /** In pounds: the audit, and its earlier price shown struck through (the sessions' prices are theirs: sessions.ts). */
  prices: z.object({ audit: price, auditWas: price }),
});

/** Her details and links as she set them, and her sessions as their rows hold them (decision 069). */
export type Site = z.infer<typeof siteSchema> & { sessions: Sessions };

/**
 * The coach's identity and every external address the site links to.
 * Change a value here and every page, the footer, the structured data and the
 * sitemap follow. The schema runs at build: a missing or malformed value fails it.
 * `sample(…)` marks a value invented until the coach supplies hers: replace the value and
 * remove the call; `npm run check:launch` lists the samples left. The coach can also set each
 * of these, and the prices, at /admin/settings; a value saved there wins (decision 029).
 */
export const defaultSite: Site = {
  ...siteSchema.parse({
    brand: "Next Move Strategy",
    tagline: "Career and consulting strategy for senior professionals",
    coach: {
      name: sample("Claire Whitmore"),
      firstName: sample("Claire"),
      role: "Career and consulting strategist, creator of MOVE OS",
    },
    email: sample("hello@nextmovestrategy.co.uk"),
    address: sample({
      street: "71–75 Shelton Street",
      locality: "Covent Garden",
      city: "London",
      postcode: "WC2H 9JQ",
      country: "United Kingdom",
    }),
    links: {
      linkedIn: sample("https://www.linkedin.com/in/claire-whitmore-strategy"),
      hiddenJobMarketQuiz: sample("https://nextmovestrategy.scoreapp.com"),
      twoMinuteQuiz: sample("https://form.typeform.com/to/nextmove-fit"),
      auditCheckout: sample("https://buy.stripe.com/nextmove-visibility-audit"),
      marketIntelligenceTool: sample("https://marketpulse.nextmovestrategy.co.uk"),
    },
    prices: { audit: 49, auditWas: 149 },
  }),
  sessions: sessionsSeed,
};

/** Her details, links and prices without her sessions: what a part of a page that shows no session reads. */
export type SiteDetails = Omit<Site, "sessions">;

/** The last details and site made, and what each was made from: every page and e-mail asks for the same one. */
let lastDetails: { from: string; details: SiteDetails } | undefined;
let last: { from: string; site: Site } | undefined;

/** Her details, links and prices as shown: the defaults above with her saved settings put in place (decisions 029, 053). */
export function siteDetailsWith(saved: SavedSettings): SiteDetails {
  const from = JSON.stringify(saved);
  if (lastDetails?.from !== from) {
    const { sessions: _seed, ...defaults } = defaultSite;
    lastDetails = { from, details: siteSchema.parse(withSettings(defaults, saved)) };
  }
  return lastDetails.details;
}

/**
 * The site as it is shown (decisions 029, 053, 069): the defaults above with the coach's saved settings put in place, and
 * her sessions as their rows hold them (the seed's in the full build). Handed
 * to the pages by the root loader (app/root.tsx, `useSite()`), to the server's e-mails by `siteOf(db)`; never computed
 * at import, so no module holds a site older than her last save.
 */
export function siteWith(saved: SavedSettings, sessions: Sessions): Site {
  const from = JSON.stringify([saved, sessions]);
  if (last?.from !== from) last = { from, site: { ...siteDetailsWith(saved), sessions } };
  return last.site;
}

/**
 * The outbound links that matter to the business, by the name our server counts their
 * clicks under: a link to `/go/audit-checkout` is recorded, then sent on to
 * `links.auditCheckout`. Each resource download is counted under its resource id, each session's booking link under
 * its own name (`linkNameOf`, sessions.ts).
 */
export const countedLinkNames = {
  auditCheckout: "audit-checkout",
  hiddenJobMarketQuiz: "hidden-job-market-quiz",
  twoMinuteQuiz: "two-minute-quiz",
} as const satisfies Partial<Record<keyof Site["links"], string>>;
