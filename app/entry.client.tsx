import { StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { clientAppStarted } from "./lib/client-app-started";

/**
 * Tells the page's loader (app/lib/hydrate-when-needed.ts) that React has taken the page over, once the page's first
 * updates are done (what the fields hand on as the app starts), so that a press handed on meets them.
 */
function AnnounceStart() {
  useEffect(() => {
    const announcing = setTimeout(() => document.dispatchEvent(new Event(clientAppStarted)));
    return () => clearTimeout(announcing);
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
