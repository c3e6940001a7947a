import { act, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, vi } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Pages as a visitor's browser first gets them, prerendered, and the client app then starting on them. What a test
 * prerendered and started is unmounted and removed after it, its address cleared and its mocks restored.
 */
export function prerenderedPages() {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";
    // The widgets keep their words and tab in the address itself (decision 072): the next test's page opens at a clean one.
    window.history.replaceState(null, "", "/");
    vi.restoreAllMocks();
  });
  return {
    /** The page as prerendered: the element's HTML, with no app behind it yet. */
    prerender(element: ReactElement): HTMLElement {
      const container = document.createElement("div");
      container.innerHTML = renderToString(<MemoryRouter>{element}</MemoryRouter>);
      document.body.append(container);
      return container;
    },
    /** The client app starting on that HTML; `onRecoverableError` hears of what React had to render again. */
    start(container: HTMLElement, element: ReactElement, onRecoverableError: (error: unknown) => void = () => undefined) {
      act(() => {
        root = hydrateRoot(container, <MemoryRouter>{element}</MemoryRouter>, { onRecoverableError });
      });
    },
  };
}
