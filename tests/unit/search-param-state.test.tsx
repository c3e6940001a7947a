// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { useSearchParamState } from "~/lib/use-search-param-state";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const setters: Record<string, (value: string) => void> = {};

function Library() {
  const [query, setQuery] = useSearchParamState("q");
  const [type, setType] = useSearchParamState("type");
  Object.assign(setters, { q: setQuery, type: setType });
  return (
    <p>
      {type}/{query}
    </p>
  );
}

const container = document.createElement("div");

it("keeps two parameters set in the same moment, as a tab handed on and a search typed before the app started are", async () => {
  const router = createMemoryRouter([{ path: "/free-resources", element: <Library /> }], {
    initialEntries: ["/free-resources"],
  });
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  await act(async () => {
    setters.type?.("carousel");
    setters.q?.("client");
  });
  expect(router.state.location.search).toBe("?type=carousel&q=client");
  expect(container.textContent).toBe("carousel/client");
  await act(async () => root.unmount());
});
