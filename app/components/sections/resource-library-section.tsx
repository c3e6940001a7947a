import * as Tabs from "@radix-ui/react-tabs";
import type { NewsletterImageManifest } from "~/content/newsletter-images.server";
import { type Resource, resourcesSeed } from "~/content/resources";
import type { ResourcesPage } from "~/content/resources-page";
import type { ResourceTab, ResourceType } from "~/lib/resource-search";
import { describeResourceResults, filterResources, parseResourceTab, resourceTabs, seedResultNouns } from "~/lib/resource-search";
import { useSearchParamState } from "~/lib/use-search-param-state";
import { Container } from "../ui/container";
import { EmptyState } from "../ui/empty-state";
import { SearchField } from "../ui/search-field";
import { ResourceGroupSection } from "./resource-group-section";

/** The seed's names for the status, which the page's script before React knows: the page carries only hers. */
const seedNounsText = JSON.stringify(seedResultNouns);

/** Id of the library's search box, the target of the hero's 'Browse Resources' link. */
export const resourceSearchId = "resource-search";

function typesOn(tab: ResourceTab): ResourceType[] {
  return tab === "all" ? ["carousel", "prompt"] : [tab];
}

/**
 * The searchable library: a search box and All / Carousels / Prompts tabs that
 * filter together, both kept in the URL (?q=…&type=carousel|prompt).
 */
export function ResourceLibrarySection({
  resources = resourcesSeed.library,
  words = resourcesSeed.page,
  pictures = {},
}: {
  /** Her library and the page's words; the seed's when she has not changed them (an island's data then holds neither). */
  resources?: readonly Resource[];
  words?: ResourcesPage;
  /** The files of the pictures she uploaded for cards, by resource id. */
  pictures?: NewsletterImageManifest;
}) {
  const [query, setQuery] = useSearchParamState("q");
  const [typeParam, setTypeParam] = useSearchParamState("type");
  const activeTab = parseResourceTab(typeParam);
  const { search, tabs, groups, typeBadges, empty, results } = words;

  return (
    <Container className="py-12 sm:py-16">
      <SearchField
        id={resourceSearchId}
        label={search.label}
        placeholder={search.placeholder}
        value={query}
        onChange={setQuery}
        status={describeResourceResults(query, activeTab, filterResources(resources, query, activeTab).length, results)}
        searches="resources"
        statusWords={JSON.stringify(results) === seedNounsText ? undefined : JSON.stringify(results)}
      />
      <Tabs.Root value={activeTab} onValueChange={(tab) => setTypeParam(tab === "all" ? "" : tab)} className="mt-8">
        <Tabs.List
          aria-label={search.tabsLabel}
          className="grid grid-cols-3 gap-1 rounded-lg border border-line bg-sand p-1 sm:inline-grid"
        >
          {resourceTabs.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              data-tab-value={tab}
              className="rounded-md px-3 py-2 font-semibold sm:px-6 text-ink-soft hover:text-accent-strong data-[state=active]:bg-accent data-[state=active]:text-white"
            >
              {tabs[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {resourceTabs.map((tab) => {
          const found = filterResources(resources, query, tab);
          return (
            <Tabs.Content key={tab} value={tab} className="mt-10 space-y-14">
              {typesOn(tab).map((type) => {
                const inGroup = found.filter((resource) => resource.type === type);
                return inGroup.length > 0 ? (
                  <ResourceGroupSection
                    key={type}
                    id={`${type}-group`}
                    title={groups[type].title}
                    description={groups[type].description}
                    resources={inGroup}
                    badge={typeBadges[type]}
                    card={words.card}
                    pictures={pictures}
                    onTabs={tab === "all" ? `all ${type}` : undefined}
                  />
                ) : null;
              })}
              {found.length === 0 ? (
                <EmptyState title={empty[tab].title}>
                  <p>{empty[tab].suggestion}</p>
                </EmptyState>
              ) : null}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </Container>
  );
}
