import type { Resource } from "~/content/resources";
import type { ResourceKind, ResourcesPage } from "~/content/resources-page";
import { textMatcher } from "./text-search";

/** The library's tabs: "all", or one of her kinds' addresses (decision 097). */
export type ResourceTab = string;

/** Reads the tab from the `type` search parameter: one of her kinds, or all for anything else. */
export function parseResourceTab(value: string | null, kinds: readonly Pick<ResourceKind, "id">[]): ResourceTab {
  return kinds.find((kind) => kind.id === value)?.id ?? "all";
}

/**
 * The resources on a tab that match a search, in library order. A resource
 * matches when its title, description or any tag contains the query, ignoring
 * case; the tab keeps one kind, or every kind for "all".
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
export const seedResultNouns = {
  all: { one: "resource", many: "resources" },
  carousel: { one: "carousel", many: "carousels" },
  prompt: { one: "prompt pack", many: "prompt packs" },
} satisfies ResultNouns;

/** What the search's status calls the resources of each tab, by the tab: "all" and each kind's address. */
export type ResultNouns = Record<ResourceTab, { one: string; many: string }>;

/** The status's names for her tabs: the All tab's, then each kind's. */
export const resultNounsOf = (page: Pick<ResourcesPage, "results" | "kinds">): ResultNouns => ({
  all: page.results.all,
  ...Object.fromEntries(page.kinds.map((kind) => [kind.id, kind.results])),
});

/** What the library's search status says: how many resources on `tab` match `query`, each tab's resources named in her words. */
export function describeResourceResults(query: string, tab: ResourceTab, found: number, nouns: ResultNouns): string {
  const { one, many } = nouns[tab] ?? nouns.all ?? seedResultNouns.all;
  const noun = found === 1 ? one : many;
  if (query.trim() === "") return `Showing all ${found} ${noun}`;
  return `${found === 0 ? "No" : found} ${noun} ${found === 1 ? "matches" : "match"} “${query.trim()}”`;
}
