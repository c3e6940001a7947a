import type { SiteValues } from "../lib/site-context";

/**
 * The live widgets of the public pages, each hydrated on its own as an island (decision 072): the build bundles
 * app/islands/entries/<name>.tsx for each, and a page's loader imports those of the islands it holds. Each names what
 * of her site it reads (`useSite`, `useSiteDetails`), and its page data carries that alone (decision 080): her
 * sessions only where a session's name or price shows.
 */
export const islandReads = {
  "faq-search": [],
  "resource-library": ["settings"],
  "audit-tabs": [],
  "contact-form": ["settings", "sessions"],
  "subscribe-form": [],
} as const satisfies Record<string, readonly (keyof SiteValues)[]>;

export type IslandName = keyof typeof islandReads;
export const islandNames = Object.keys(islandReads) as IslandName[];

/** The attribute that marks an island's element in a page, naming the island. */
export const islandAttribute = "data-island";
