import { z } from "zod";
import { seedResultNouns as resultsSeed } from "../lib/resource-search";
import { distinct, label, text } from "./schema";

/** The words on every resource card, once written in its component (issue 55): a row saved before them reads these. */
const cardSeed = {
  detailsToggle: "Topics and details",
  topicsTitle: "Topics",
  aboutTitle: "About this resource",
  linkedInLabel: "View on LinkedIn",
  downloadLabel: "Download Resource",
  guideLabel: "Send me the guide",
  comingSoonLabel: "Coming soon",
};

const emptyState = z.object({ title: text, suggestion: text });

/** The longest name of a tab that still wraps onto two lines at most in its third of a phone's width. */
export const longestTabName = 20;
const tabName = label(longestTabName);

const noun = z.object({ one: label(30), many: label(30) });

/** The fewest and most kinds of resource: each is a tab, and nine tabs are three rows of three on a phone. */
export const fewestKinds = 1;
export const mostKinds = 8;

/**
 * A kind's stable name: its address (`?type=`), made from its tab's name when she adds it (empty until then:
 * resource-kinds.ts), never changed by renaming it.
 */
const kindIdPattern = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;

/**
 * One kind of resource, hers to name (issue 55, decision 097): its tab, the badge on its cards, its group's heading and
 * description, what the search's status calls one and several of them, and what its tab says when none matches.
 */
export const resourceKindSchema = z.object({
  id: z.string().max(40).regex(kindIdPattern, "A kind's address is made by the site; please leave it as it is."),
  tab: tabName,
  badge: text,
  group: z.object({ title: text, description: text }),
  results: noun,
  empty: emptyState,
});
export type ResourceKind = z.infer<typeof resourceKindSchema>;

/** The free resources page's own words, part of the resources' row (resources.ts); the resources themselves are there. */
export const resourcesPageSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, intro: text, browse: text, subscribe: text }),
  search: z.object({ label: text, placeholder: text, tabsLabel: text }),
  /** The All tab's name: three tabs share a 390 px phone's width (ninety-odd pixels each), so a few short words. */
  tabs: z.object({ all: tabName }),
  /** The search's status on the All tab ("Showing all 7 resources"): what every resource is called, one and several. */
  results: z.object({ all: noun }).default({ all: resultsSeed.all }),
  /** Her kinds of resource, in the tabs' order: each a tab after All, a group of cards and its cards' badge. */
  kinds: z
    .array(resourceKindSchema)
    .min(fewestKinds, "Please keep at least one kind: every resource shows under one.")
    .max(mostKinds, `Please keep to ${mostKinds} kinds, so the tabs fit a phone.`)
    .superRefine((kinds, context) => distinct(kinds, (kind) => kind.tab.toLowerCase(), context, ["tab"])),
  card: z
    .object({
      detailsToggle: label(40).default(cardSeed.detailsToggle),
      topicsTitle: label(40).default(cardSeed.topicsTitle),
      aboutTitle: label(40).default(cardSeed.aboutTitle),
      linkedInLabel: label(30).default(cardSeed.linkedInLabel),
      downloadLabel: label(30).default(cardSeed.downloadLabel),
      guideLabel: label(30).default(cardSeed.guideLabel),
      comingSoonLabel: label(30).default(cardSeed.comingSoonLabel),
    })
    .default(cardSeed),
  /** What the All tab says when nothing matches. */
  empty: z.object({ all: emptyState }),
  updates: z.object({
    title: text,
    description: text,
    subscribe: text,
    /** An outside newsletter platform she names; empty: her own sign-up on the Newsletter page. */
    subscribeLink: z
      .string()
      .refine(
        (value) => value === "" || z.url({ protocol: /^https$/ }).safeParse(value).success,
        "Please enter a full address starting with https://, or leave this empty for your own sign-up.",
      ),
    tool: z.object({ title: text, description: text, link: text }),
  }),
});
export type ResourcesPage = z.infer<typeof resourcesPageSchema>;

export const resourcesPageSeed: ResourcesPage = resourcesPageSchema.parse({
  hero: {
    eyebrow: "Free Resources",
    title: "Free Resources for Your Next Move",
    intro:
      "Strategic carousels and AI prompt packs for senior professionals planning a career move or building a consulting practice. Free to download, and yours to keep.",
    browse: "Browse Resources",
    subscribe: "Subscribe for Updates",
  },
  search: { label: "Search the library", placeholder: "Search resources...", tabsLabel: "Resource type" },
  tabs: { all: "All" },
  results: { all: resultsSeed.all },
  kinds: [
    {
      id: "carousel",
      tab: "Carousels",
      badge: "Carousel",
      group: {
        title: "Strategic Carousels",
        description: "Short visual guides to the hidden job market, your positioning and winning your first clients.",
      },
      results: resultsSeed.carousel,
      empty: { title: "No carousels found", suggestion: "Try adjusting your search terms" },
    },
    {
      id: "prompt",
      tab: "Prompts",
      badge: "Prompt Pack",
      group: {
        title: "Prompt Packs",
        description: "Ready-made AI prompts that turn a general assistant into a structured thinking partner.",
      },
      results: resultsSeed.prompt,
      empty: { title: "No prompt packs found", suggestion: "Try adjusting your search terms" },
    },
  ],
  card: cardSeed,
  empty: { all: { title: "No resources found", suggestion: "Try adjusting your search terms or filters" } },
  updates: {
    title: "More resources coming soon!",
    description:
      "New carousels and prompt packs arrive regularly. Subscribe to the newsletter to get each one as soon as it's published.",
    subscribe: "Subscribe for New Resources",
    subscribeLink: "",
    tool: {
      title: "Executive market intelligence",
      description: "Track which sectors and organisations are hiring senior people, and why, before the roles are advertised.",
      link: "Explore the Market Intelligence Tool",
    },
  },
});
