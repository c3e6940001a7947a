/**
 * What a page's live widgets are made of (decision 072): the island scripts its loader imports on the visitor's first
 * act, and every module those load, which it prefetches once the page has loaded.
 */
export interface ClientAppModules {
  islands: string[];
  modules: string[];
}

/** The id of the JSON block in which the build writes a page's `ClientAppModules` (decisions 020, 072). */
export const clientAppModulesId = "client-app-modules";
