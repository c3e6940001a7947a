import { useContext } from "react";
import { type UIMatch, UNSAFE_FrameworkContext, useMatches } from "react-router";

/** What a route module may export as `handle`. */
export interface RouteHandle {
  /**
   * The page is React Router's app (the back office) and needs the client app. Without it the page ships its HTML
   * and CSS only, with no React and no router: a public page's live widgets are islands of their own (decision 072).
   */
  hydrate?: true;
}

/** The `handle` of a route whose page needs the client app: `export const handle = hydratedRoute;`. */
export const hydratedRoute: RouteHandle = { hydrate: true };

function needsClientApp(match: UIMatch): boolean {
  const handle = match.handle as RouteHandle | undefined;
  return handle?.hydrate === true;
}

/**
 * Whether this is React Router's SPA fallback (`__spa-fallback.html`): the back office's shell, the one part of
 * the site whose pages the router shows without loading them. React Router says so only in its framework context.
 */
export function useIsSpaFallback(): boolean {
  return useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
}

/**
 * Whether this page needs the client app, and so `<Scripts />`: when a matched route asks for it, or in the
 * SPA fallback, which the build refuses without scripts.
 */
export function useShouldHydrate(): boolean {
  const matches = useMatches();
  const spaFallback = useIsSpaFallback();
  return spaFallback || matches.some(needsClientApp);
}
