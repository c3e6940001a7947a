import { StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { clientAppStarted } from "./lib/client-app-started";

/** Tells the page's loader (app/lib/hydrate-when-needed.ts) that React has taken the page over. */
function AnnounceStart() {
  useEffect(() => {
    document.dispatchEvent(new Event(clientAppStarted));
  }, []);
  return null;
}

// A public page loads this once the visitor acts (decision 020), the back office at once.
hydrateRoot(
  document,
  <StrictMode>
    <HydratedRouter />
    <AnnounceStart />
  </StrictMode>,
);
