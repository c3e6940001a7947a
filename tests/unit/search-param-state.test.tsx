// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { expect, it } from "vitest";
import { addressWith, useSearchParamState } from "~/lib/use-search-param-state";

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

async function openLibrary(address: string) {
  window.history.replaceState(null, "", address);
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => root.render(<Library />));
  return { container, close: () => act(async () => root.unmount()) };
}

it("writes both of two parameters set in the same moment, as a tab handed on and a search typed before the app started are", async () => {
  const library = await openLibrary("/free-resources");
  const lengthBefore = window.history.length;
  await act(async () => {
    setters.type?.("carousel");
    setters.q?.("client");
  });
  expect(window.location.search).toBe("?q=client&type=carousel");
  expect(window.history.length).toBe(lengthBefore);
  expect(library.container.textContent).toBe("carousel/client");
  await act(async () => setters.q?.(""));
  expect(window.location.search).toBe("?type=carousel");
  await library.close();
});

it("shows the address's values as the page opens, and a new address's after back or forward", async () => {
  const library = await openLibrary("/free-resources?q=salary");
  expect(library.container.textContent).toBe("/salary");
  await act(async () => {
    window.history.pushState(null, "", "/free-resources?type=prompt");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  expect(library.container.textContent).toBe("prompt/");
  await library.close();
});

it("keeps the parameters in one order, whatever order they were set in", () => {
  const first = addressWith("https://www.example.test/free-resources?type=prompt", "q", "ai prompts");
  const second = addressWith("https://www.example.test/free-resources?q=ai+prompts", "type", "prompt");
  expect(first.search).toBe("?q=ai+prompts&type=prompt");
  expect(second.search).toBe(first.search);
});
