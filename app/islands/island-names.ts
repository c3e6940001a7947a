/**
 * The live widgets of the public pages, each hydrated on its own as an island (decision 072): the build bundles
 * app/islands/entries/<name>.tsx for each, and a page's loader imports those of the islands it holds.
 */
export const islandNames = ["faq-search", "resource-library", "audit-tabs", "contact-form", "subscribe-form"] as const;
export type IslandName = (typeof islandNames)[number];

/** The attribute that marks an island's element in a page, naming the island. */
export const islandAttribute = "data-island";
