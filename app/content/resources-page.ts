import { z } from "zod";
import { seedResultNouns as resultsSeed } from "../lib/resource-search";
import { label, text } from "./schema";

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

/** The free resources page's own words, part of the resources' row (resources.ts); the resources themselves are there. */
export const resourcesPageSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, intro: text, browse: text, subscribe: text }),
  search: z.object({ label: text, placeholder: text, tabsLabel: text }),
  /** The tabs' names: three share a 390 px phone's width (ninety-odd pixels each), so a few short words. */
  tabs: z.object({ all: tabName, carousel: tabName, prompt: tabName }),
  /** The search's status ("Showing all 5 carousels"): what each tab's resources are called, one and several. */
  results: z.object({ all: noun, carousel: noun, prompt: noun }).default(resultsSeed),
  groups: z.object({
    carousel: z.object({ title: text, description: text }),
    prompt: z.object({ title: text, description: text }),
  }),
  typeBadges: z.object({ carousel: text, prompt: text }),
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
  empty: z.object({ all: emptyState, carousel: emptyState, prompt: emptyState }),
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
  tabs: { all: "All", carousel: "Carousels", prompt: "Prompts" },
  results: resultsSeed,
  groups: {
    carousel: {
      title: "Strategic Carousels",
      description: "Short visual guides to the hidden job market, your positioning and winning your first clients.",
    },
    prompt: {
      title: "Prompt Packs",
      description: "Ready-made AI prompts that turn a general assistant into a structured thinking partner.",
    },
  },
  typeBadges: { carousel: "Carousel", prompt: "Prompt Pack" },
  card: cardSeed,
  empty: {
    all: { title: "No resources found", suggestion: "Try adjusting your search terms or filters" },
    carousel: { title: "No carousels found", suggestion: "Try adjusting your search terms" },
    prompt: { title: "No prompt packs found", suggestion: "Try adjusting your search terms" },
  },
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
