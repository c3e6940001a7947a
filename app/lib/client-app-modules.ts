/** What a page's client app is made of: React Router's manifest, each route's module by id, and the entry. */
export interface ClientAppModules {
  manifest: string;
  routes: Record<string, string>;
  entry: string;
}

/** The id of the JSON block in which the build writes a page's `ClientAppModules` (decision 020). */
export const clientAppModulesId = "client-app-modules";
