/**
 * The event the client app's entry sends to the document once React has hydrated the page and made its first
 * updates: the page's loader (app/lib/hydrate-when-needed.ts) then hands React the presses it kept meanwhile.
 */
export const clientAppStarted = "client-app-started";
