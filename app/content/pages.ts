import { z } from "zod";
import { fillPlaceholders } from "./placeholders";
import type { Site } from "./site";

/** What a search result and a social card take (decision 095): the rules every render of a page's words keeps. */
export const pageTitleMax = 60;
export const pageDescriptionMin = 50;
export const pageDescriptionMax = 160;

/** Where each fixed page is, in sitemap order: its canonical URL and the name of its social card. The code's, not hers. */
export const pagePaths = {
  home: "/",
  services: "/services",
  about: "/about",
  philosophy: "/philosophy",
  faq: "/faq",
  contact: "/contact",
  newsletter: "/newsletter",
  freeResources: "/free-resources",
  visibilityAudit: "/visibility-audit",
  quiz: "/hidden-job-market-quiz",
  privacy: "/privacy",
  notFound: "/404",
} as const;
export type PageKey = keyof typeof pagePaths;
const pageKeys = Object.keys(pagePaths) as PageKey[];

/**
 * A page's title and description as she writes them (decision 095): placeholders such as `{{coach.name}}` may stand for
 * her details. The lengths a search result takes are checked with her details filled in, when she saves
 * (`pageWordsProblems`); these limits only keep out what no filling could bring within them.
 */
const pageWordsSchema = z.object({
  searchTitle: z.string().min(1).max(200),
  searchDescription: z.string().min(1).max(500),
});

/** A page's group in her document: "aboutPage", named apart from the other kinds' fields so her screen labels it as a page. */
type WordsKey = `${PageKey}Page`;
const wordsKey = (key: PageKey): WordsKey => `${key}Page`;

export type PagesWords = Record<WordsKey, z.infer<typeof pageWordsSchema>>;

/** Every fixed page's title and description as the site has always worded them: what a fresh data folder starts from. */
export const pagesSeed: PagesWords = {
  homePage: {
    searchTitle: "Next Move Strategy",
    searchDescription:
      "Career and consulting strategy for mid and senior-level professionals: reach the hidden job market or launch a consulting business with a clear plan.",
  },
  servicesPage: {
    searchTitle: "Strategy Sessions",
    searchDescription:
      "Two 60-minute strategy sessions at {{price.sessions}}: the Career Clarity Sprint and the Corporate to Consultant Jumpstart. 100% virtual, worldwide.",
  },
  aboutPage: {
    searchTitle: "About {{coach.name}}",
    searchDescription:
      "Meet {{coach.name}}: 10,000+ coaching hours, 3,000+ professionals supported, and the creator of MOVE OS for career and consulting moves.",
  },
  philosophyPage: {
    searchTitle: "MOVE OS: The Philosophy",
    searchDescription:
      "MOVE OS explained: four shifts and two nine-step roadmaps, one for your career and one for a 90-day route to your first paying clients.",
  },
  faqPage: {
    searchTitle: "Frequently Asked Questions",
    searchDescription:
      "Answers on strategy sessions, career and consulting transitions and MOVE OS: length, price, preparation, rescheduling and what happens next.",
  },
  contactPage: {
    searchTitle: "Contact",
    searchDescription:
      "Get in touch about a career or consulting strategy session. Send a message and hear back within 24 hours, or book a session directly.",
  },
  newsletterPage: {
    searchTitle: "Newsletter Archive",
    searchDescription:
      "A weekly guide to career transitions, consulting success and strategic professional growth. Read every past issue and subscribe free.",
  },
  freeResourcesPage: {
    searchTitle: "Free Resources",
    searchDescription:
      "Free strategic carousels and AI prompt packs for senior professionals planning a career move or building a consulting business.",
  },
  visibilityAuditPage: {
    searchTitle: "The Career Visibility Audit",
    searchDescription:
      "A personal 15–20 minute video audit of your professional visibility and a 1-page Fix-It Plan, delivered in 3 working days. {{price.audit}}.",
  },
  quizPage: {
    searchTitle: "Hidden Job Market Access Strategy Builder",
    searchDescription:
      "A free 8-question quiz for experienced professionals: see how visible you are to the hidden job market and get your strategy in minutes.",
  },
  privacyPage: {
    searchTitle: "Privacy Notice",
    searchDescription:
      "How Next Move Strategy collects, uses and keeps newsletter and contact details, and how to see them or be removed, in plain English.",
  },
  notFoundPage: {
    searchTitle: "Page Not Found",
    searchDescription:
      "The page you were looking for does not exist or has moved. Head back to the home page to find career and consulting strategy support.",
  },
};

/** Her document: a page added to the site later takes the seed's words in a row she saved before it (as decision 087's fields do). */
export const pagesWordsSchema = z.object(
  Object.fromEntries(pageKeys.map((key) => [wordsKey(key), pageWordsSchema.default(pagesSeed[wordsKey(key)])])) as Record<
    WordsKey,
    z.ZodDefault<typeof pageWordsSchema>
  >,
);

/** The lengths a page's title and description must have once filled in. */
const limits = {
  title: { min: 1, max: pageTitleMax },
  description: { min: pageDescriptionMin, max: pageDescriptionMax },
} as const;
type Field = keyof typeof limits;
const fieldOf = { title: "searchTitle", description: "searchDescription" } as const;
const wordsOf = (words: PagesWords, key: PageKey, field: Field) => words[wordsKey(key)][fieldOf[field]];

const fits = (text: string, field: Field) => text.length >= limits[field].min && text.length <= limits[field].max;

/** `site` naming her by her first name, then naming nobody: the wordings tried when her full name makes a text too long. */
const byFirstName = (site: Site): Site => ({ ...site, coach: { ...site.coach, name: site.coach.firstName } });
const namingNobody = (site: Site): Site => ({ ...site, coach: { ...site.coach, name: "your coach", firstName: "your coach" } });

/** `text` cut at a word to end with "…" within `max` characters. */
const clipped = (text: string, max: number) => `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;

/**
 * `field` of a page, filled in with `site`, within its limits whatever her details are now (decision 095): her words with
 * her name, then her first name, then "your coach"; then the site's own words for the page the same way; and, should a
 * price ever be too long even for those, the site's own words cut at a word. A change of her name or price in Your
 * details never makes a render fail.
 */
function fitted(key: PageKey, field: Field, words: PagesWords, site: Site): string {
  for (const text of [wordsOf(words, key, field), wordsOf(pagesSeed, key, field)]) {
    for (const shown of [site, byFirstName(site), namingNobody(site)]) {
      const filled = fillPlaceholders(text, shown);
      if (fits(filled, field)) return filled;
    }
  }
  return clipped(fillPlaceholders(wordsOf(pagesSeed, key, field), namingNobody(site)), limits[field].max);
}

const pageSeoSchema = z.object({
  /** Where the page is: its canonical URL, and the name of its social card. */
  path: z.string().regex(/^\/[a-z0-9-]*$/),
  title: z.string().min(limits.title.min).max(limits.title.max),
  description: z.string().min(limits.description.min).max(limits.description.max),
});
export type FixedPageSeo = z.infer<typeof pageSeoSchema>;

/** Path, search and social title and description of every fixed page: her words (the seed's by default), filled in with `site`. */
export function pagesOf(site: Site, words: PagesWords = pagesSeed): Record<PageKey, FixedPageSeo> {
  return z.record(z.enum(pageKeys as [PageKey, ...PageKey[]]), pageSeoSchema).parse(
    Object.fromEntries(
      pageKeys.map((key) => [
        key,
        {
          path: pagePaths[key],
          title: fitted(key, "title", words, site),
          description: fitted(key, "description", words, site),
        },
      ]),
    ),
  ) as Record<PageKey, FixedPageSeo>;
}

/**
 * Why her titles and descriptions cannot be saved, by field ("aboutPage.searchTitle"), with her details as they are now: every
 * length a render keeps, counted as a search result shows the text. Empty when all fit. Reads what she sent as it came,
 * so a length is told beside its field even when another field is refused for something else.
 */
export function pageWordsProblems(sent: unknown, site: Site): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const key of pageKeys) {
    for (const field of ["title", "description"] as const) {
      const written = (sent as Partial<Record<WordsKey, Partial<Record<string, unknown>>>> | null)?.[wordsKey(key)]?.[
        fieldOf[field]
      ];
      if (typeof written !== "string") continue;
      const filled = fillPlaceholders(written, site);
      const { min, max } = limits[field];
      const shown = filled === written ? "" : ` with your details filled in (“${filled}”)`;
      const where = `${wordsKey(key)}.${fieldOf[field]}`;
      if (filled.length > max)
        problems[where] = `Search results show up to ${max} characters; this has ${filled.length}${shown}. Please shorten it.`;
      else if (filled.length < min)
        problems[where] =
          `Please write at least ${min} characters, so a search result says what the page offers; this has ${filled.length}${shown}.`;
    }
  }
  return problems;
}
