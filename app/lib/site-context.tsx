import { createContext, type ReactNode, useContext } from "react";
import type { SavedSettings } from "~/content/settings-overlay";
import { type Site, siteWith } from "~/content/site";

/** Her saved settings as the root loader handed them to this page (app/root.tsx, decision 053); none: the defaults. */
const SavedSettingsContext = createContext<SavedSettings>({});

/** Gives every component below it the site as this page shows it: the one provider, in app/root.tsx. */
export function SiteProvider({ settings, children }: { settings: SavedSettings; children: ReactNode }) {
  return <SavedSettingsContext.Provider value={settings}>{children}</SavedSettingsContext.Provider>;
}

/** The saved settings this page is rendered with (for what is made of them besides the site: the resources). */
export const useSavedSettings = (): SavedSettings => useContext(SavedSettingsContext);

/** Her details, links and prices as this page shows them: the defaults with her saved settings laid over. */
export const useSite = (): Site => siteWith(useSavedSettings());
