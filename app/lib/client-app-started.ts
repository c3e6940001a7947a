/**
 * The event the client app's entry sends to the document once React has hydrated the page: the page's loader
 * (app/lib/hydrate-when-needed.ts) then hands React the presses it could not answer while the app was on its way.
 */
export const clientAppStarted = "client-app-started";
