import type { Resource } from "~/content/resources";
import type { ResourcesPage } from "~/content/resources-page";
import { textMatcher } from "./text-search";

export type ResourceType = Resource["type"];

/** The library's tabs: every resource, or one type. */
export type ResourceTab = "all" | ResourceType;

export const resourceTabs: readonly ResourceTab[] = ["all", "carousel", "prompt"];

/** Reads the tab from the `type` search parameter; anything unknown means all. */
export function parseResourceTab(value: string | null): ResourceTab {
  return resourceTabs.find((tab) => tab !== "all" && tab === value) ?? "all";
}

/**
 * The resources on a tab that match a search, in library order. A resource
 * matches when its title, description or any tag contains the query, ignoring
 * case; the tab keeps one type, or every type for "all".
 */
export function filterResources(resources: readonly Resource[], query: string, tab: ResourceTab): Resource[] {
  const matches = textMatcher(query);
  return resources.filter(
    (resource) => (tab === "all" || resource.type === tab) && matches(resource.title, resource.description, ...resource.tags),
  );
}

/**
 * What the search's status line calls one and several resources of each tab in the seed (issue 55): her words are the
 * resources page's `results`; the page's script before React reads hers from the search, or these when it carries none.
 */
export const seedResultNouns: Record<ResourceTab, { one: string; many: string }> = {
  all: { one: "resource", many: "resources" },
  carousel: { one: "carousel", many: "carousels" },
  prompt: { one: "prompt pack", many: "prompt packs" },
};

/** What the library's search status says: how many resources on `tab` match `query`, each tab's resources named in her words. */
export function describeResourceResults(query: string, tab: ResourceTab, found: number, nouns: ResourcesPage["results"]): string {
  const { one, many } = nouns[tab];
  const noun = found === 1 ? one : many;
  if (query.trim() === "") return `Showing all ${found} ${noun}`;
  return `${found === 0 ? "No" : found} ${noun} ${found === 1 ? "matches" : "match"} “${query.trim()}”`;
}
