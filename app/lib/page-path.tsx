import { createContext, type ReactNode, useContext } from "react";

/**
 * The path of the page being shown, for what a component writes with it (a /go/ link's source, a sign-up's page).
 * React Router hands it to the document (app/root.tsx); an island, which runs without the router, takes it from the
 * address it hydrates on (app/islands/hydrate-island.tsx).
 */
const PagePathContext = createContext("/");

export function PagePathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <PagePathContext.Provider value={path}>{children}</PagePathContext.Provider>;
}

/** The path of the page this component is shown on. */
export const usePagePath = (): string => useContext(PagePathContext);
