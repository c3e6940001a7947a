import { type ComponentType, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { clientAppStarted } from "~/lib/client-app-started";
import { PagePathProvider } from "~/lib/page-path";
import { SiteProvider } from "~/lib/site-context";
import { ValuesBeforeStart, valuesOfFields } from "~/lib/use-input-made-before-start";
import type { IslandData } from "./island";
import { type IslandName, islandAttribute } from "./island-names";
import { InIsland } from "./prerendered";

/** The attribute an island's element is given once it has hydrated, for whoever waits for it (the end-to-end tests). */
export const islandStartedAttribute = "data-island-started";

/**
 * Tells the page's loader (app/lib/hydrate-when-needed.ts) that the island has taken its part of the page over, once
 * its first updates are done (what the fields hand on as it starts), so that a press handed on meets them.
 */
function AnnounceStart({ element }: { element: Element }) {
  useEffect(() => {
    const announcing = setTimeout(() => {
      element.setAttribute(islandStartedAttribute, "");
      document.dispatchEvent(new Event(clientAppStarted));
    });
    return () => clearTimeout(announcing);
  }, [element]);
  return null;
}

/**
 * Hydrates every element of the page that holds island `name` with `Component`, from the data the prerender wrote
 * beside it (app/islands/island.tsx), with what of her site it reads and the page's path as the prerender had them, and
 * what the visitor had typed into its fields until then.
 */
export function hydrateIsland<Props extends object>(name: IslandName, Component: ComponentType<Props>): void {
  for (const element of document.querySelectorAll(`[${islandAttribute}="${name}"]`)) {
    const { props, path, ...site } = JSON.parse(element.nextElementSibling?.textContent ?? "null") as IslandData<Props>;
    hydrateRoot(
      element,
      <InIsland.Provider value={true}>
        <SiteProvider {...site}>
          <PagePathProvider path={path}>
            <ValuesBeforeStart value={valuesOfFields(element)}>
              <Component {...props} />
              <AnnounceStart element={element} />
            </ValuesBeforeStart>
          </PagePathProvider>
        </SiteProvider>
      </InIsland.Provider>,
    );
  }
}
