import { createContext, type ReactNode, useContext } from "react";
import { type Sessions, sessionsSeed } from "~/content/sessions";
import type { SavedSettings } from "~/content/settings-overlay";
import { type Site, siteWith } from "~/content/site";

export interface SiteValues {
  settings: SavedSettings;
  sessions: Sessions;
}

/** Her saved settings and sessions as the root loader handed them to this page (app/root.tsx, decisions 053, 069). */
const SiteValuesContext = createContext<SiteValues>({ settings: {}, sessions: sessionsSeed });

/** Gives every component below it the site as this page shows it: the one provider, in app/root.tsx. */
export function SiteProvider({ settings, sessions, children }: SiteValues & { children: ReactNode }) {
  return <SiteValuesContext.Provider value={{ settings, sessions }}>{children}</SiteValuesContext.Provider>;
}

/** The saved settings this page is rendered with (for what is made of them besides the site: the resources). */
export const useSavedSettings = (): SavedSettings => useContext(SiteValuesContext).settings;

/** Her settings and sessions as this page was rendered with them, for an island to start from the same (app/islands/island.tsx). */
export const useSiteValues = (): SiteValues => useContext(SiteValuesContext);

/** Her details, links, prices and sessions as this page shows them: the defaults with her saved settings laid over. */
export const useSite = (): Site => {
  const { settings, sessions } = useContext(SiteValuesContext);
  return siteWith(settings, sessions);
};
