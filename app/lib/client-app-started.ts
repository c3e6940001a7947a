/**
 * The event an island sends to the document once it has hydrated its part of the page and made its first updates
 * (app/islands/hydrate-island.tsx): the page's loader (app/lib/hydrate-when-needed.ts) then hands it the presses it
 * kept meanwhile.
 */
export const clientAppStarted = "client-app-started";
