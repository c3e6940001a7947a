import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useLayoutEffect, useRef } from "react";
import type { NewsletterImageManifest } from "~/content/newsletter-images.server";
import { type Resource, resourcesSeed } from "~/content/resources";
import type { ResourcesPage } from "~/content/resources-page";
import { Prerendered } from "~/islands/prerendered";
import {
  describeResourceResults,
  filterResources,
  parseResourceTab,
  resultNounsOf,
  seedResultNouns,
} from "~/lib/resource-search";
import { showSearchResults } from "~/lib/search-at-once";
import { useSearchParamState } from "~/lib/use-search-param-state";
import { Container } from "../ui/container";
import { EmptyState } from "../ui/empty-state";
import { toggleCardDetails } from "../ui/resource-card";
import { SearchField } from "../ui/search-field";
import { ResourceGroupSection } from "./resource-group-section";

/** The seed's names for the status, which the page's script before React knows: the page carries only hers. */
const seedNounsText = JSON.stringify(seedResultNouns);

/** Id of the library's search box, the target of the hero's 'Browse Resources' link. */
export const resourceSearchId = "resource-search";

/** Id of the one panel every tab shows, filtered (decision 088). */
const panelId = "resource-panel";

/**
 * The searchable library: a search box and a tab for All and for each of her kinds (Carousels, Prompts in the seed:
 * decision 097) that filter together, both kept in the URL (?q=…&type=<a kind's address>).
 * Its cards are rendered with the page and never hydrated (`Prerendered`): with 200 of them, the island's start
 * would hold up a visitor's first tap. Every tab shows the one panel, the page's cards in it shown and hidden by the
 * loader's filter (app/lib/search-at-once.ts) as the words and the tab change, before the island has started and
 * after; the island renders the search, the tabs, the status and the empty state (decision 088).
 */
export function ResourceLibrarySection({
  resources = resourcesSeed.library,
  words = resourcesSeed.page,
  pictures = {},
}: {
  /** Her library and the page's words; the seed's when she has not changed them (an island's data then holds neither). */
  resources?: readonly Resource[];
  words?: ResourcesPage;
  /** The files of the pictures she uploaded for cards, by resource id (the page's render alone draws the cards). */
  pictures?: NewsletterImageManifest;
}) {
  const [query, setQuery] = useSearchParamState("q");
  const [typeParam, setTypeParam] = useSearchParamState("type");
  const { search, tabs, kinds, empty } = words;
  const activeTab = parseResourceTab(typeParam, kinds);
  const emptyTab = kinds.find((kind) => kind.id === activeTab)?.empty ?? empty.all;
  const results = resultNounsOf(words);
  const found = filterResources(resources, query, activeTab).length;
  const panel = useRef<HTMLDivElement>(null);
  // Each render follows a change of the words or the tab: the page's cards are filtered in the same frame.
  useLayoutEffect(() => showSearchResults(document));
  useEffect(() => {
    const cards = panel.current;
    cards?.addEventListener("click", toggleCardDetails);
    return () => cards?.removeEventListener("click", toggleCardDetails);
  }, []);

  return (
    <Container className="py-12 sm:py-16">
      <SearchField
        id={resourceSearchId}
        label={search.label}
        placeholder={search.placeholder}
        value={query}
        onChange={setQuery}
        status={describeResourceResults(query, activeTab, found, results)}
        searches="resources"
        statusWords={JSON.stringify(results) === seedNounsText ? undefined : JSON.stringify(results)}
      />
      <Tabs.Root value={activeTab} onValueChange={(tab) => setTypeParam(tab === "all" ? "" : tab)} className="mt-8">
        <Tabs.List
          aria-label={search.tabsLabel}
          className="grid grid-cols-3 gap-1 rounded-lg border border-line bg-sand p-1 sm:inline-grid"
        >
          {[{ id: "all", tab: tabs.all }, ...kinds].map(({ id: tab, tab: name }) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              id={`${panelId}-${tab}`}
              aria-controls={panelId}
              data-tab-value={tab}
              className="rounded-md px-3 py-2 font-semibold sm:px-6 text-ink-soft hover:text-accent-strong data-[state=active]:bg-accent data-[state=active]:text-white"
            >
              {name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <div ref={panel} id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${activeTab}`} className="mt-10 space-y-14">
        <Prerendered className="space-y-14">
          {kinds.map((kind) => {
            const inGroup = resources.filter((resource) => resource.type === kind.id);
            return inGroup.length > 0 ? (
              <ResourceGroupSection
                key={kind.id}
                id={`${kind.id}-group`}
                title={kind.group.title}
                description={kind.group.description}
                resources={inGroup}
                badge={kind.badge}
                card={words.card}
                pictures={pictures}
                onTabs={`all ${kind.id}`}
              />
            ) : null;
          })}
        </Prerendered>
        {found === 0 ? (
          <EmptyState title={emptyTab.title}>
            <p>{emptyTab.suggestion}</p>
          </EmptyState>
        ) : null}
      </div>
    </Container>
  );
}
