import { createContext, type ReactNode, useContext } from "react";
import { type Sessions, sessionsSeed } from "~/content/sessions";
import type { SavedSettings } from "~/content/settings-overlay";
import { type Site, type SiteDetails, siteDetailsWith, siteWith } from "~/content/site";

export interface SiteValues {
  settings: SavedSettings;
  sessions: Sessions;
}

/**
 * Her saved settings and sessions as the root loader handed them to this page (app/root.tsx, decisions 053, 069); in an
 * island, only those it reads (`islandReads`, app/islands/island-names.ts).
 */
const SiteValuesContext = createContext<Partial<SiteValues>>({ settings: {}, sessions: sessionsSeed });

/** Gives every component below it the site as this page shows it: the root's provider, or an island's (decision 080). */
export function SiteProvider({ children, ...values }: Partial<SiteValues> & { children: ReactNode }) {
  return <SiteValuesContext.Provider value={values}>{children}</SiteValuesContext.Provider>;
}

/**
 * `values[key]`, which a component below an island's provider reads only if the island names it in what it reads: else
 * it fails as it starts, rather than showing the seed's value where the page showed hers.
 */
function given<Key extends keyof SiteValues>(values: Partial<SiteValues>, key: Key): SiteValues[Key] {
  const value = values[key];
  if (value === undefined) {
    throw new Error(`Her ${key} were not handed to this island: name them in islandReads (app/islands/island-names.ts)`);
  }
  return value;
}

/** Her settings and sessions as this page was rendered with them, for an island to start from the same (app/islands/island.tsx). */
export const useSiteValues = (): Partial<SiteValues> => useContext(SiteValuesContext);

/** Her details, links and prices as this page shows them, without her sessions: the defaults with her saved settings laid over. */
export const useSiteDetails = (): SiteDetails => siteDetailsWith(given(useContext(SiteValuesContext), "settings"));

/** Her details, links, prices and sessions as this page shows them: the defaults with her saved settings laid over. */
export const useSite = (): Site => {
  const values = useContext(SiteValuesContext);
  return siteWith(given(values, "settings"), given(values, "sessions"));
};
