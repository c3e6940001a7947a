// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { smallScreenMenuId, smallScreenMenuScript } from "~/components/layout/small-screen-menu-script";

/** The menu as the page has it, opened, with the page's own content after it. */
const page = `<header><details id="${smallScreenMenuId}" open><summary>Menu</summary>
<nav aria-label="Main menu"><a href="/">Home</a><a href="/faq">FAQ</a></nav></details></header>
<main><button type="button">Send</button></main>`;

const menu = () => document.getElementById(smallScreenMenuId) as HTMLDetailsElement;
const link = (name: string) => [...document.querySelectorAll("a")].find((a) => a.textContent === name) as HTMLAnchorElement;
const outside = () => document.querySelector("main button") as HTMLButtonElement;

/**
 * React, while it hydrates, stops at the document a key, a press or a move of focus on a part of the page it has not
 * hydrated yet (its capture listener on the root, which is the document for a React Router app).
 */
function stopEventsAtTheDocumentAsReactDoesWhileHydrating(): () => void {
  const stop = (event: Event) => event.stopPropagation();
  const types = ["keydown", "click", "focusin"];
  for (const type of types) document.addEventListener(type, stop, true);
  return () => {
    for (const type of types) document.removeEventListener(type, stop, true);
  };
}

let stopStopping: () => void = () => {};

beforeAll(() => {
  new Function(smallScreenMenuScript)();
});

beforeEach(() => {
  document.body.innerHTML = page;
});

afterEach(() => {
  stopStopping();
  document.body.innerHTML = "";
});

describe.each([
  ["once the page is ready", false],
  ["while React is hydrating the page", true],
])("the small-screen menu's script, %s", (_, hydrating) => {
  beforeEach(() => {
    if (hydrating) stopStopping = stopEventsAtTheDocumentAsReactDoesWhileHydrating();
  });

  it("closes the menu on Escape and hands focus back to the toggle", () => {
    link("Home").focus();
    link("Home").dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
    expect(menu().open).toBe(false);
    expect(document.activeElement?.tagName).toBe("SUMMARY");
  });

  it("closes the menu when a click lands outside it, or on one of its links", () => {
    outside().click();
    expect(menu().open).toBe(false);
    menu().open = true;
    link("FAQ").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(menu().open).toBe(false);
  });

  it("closes the menu when focus moves outside it, and not while it moves inside", () => {
    link("Home").focus();
    link("FAQ").focus();
    expect(menu().open).toBe(true);
    outside().focus();
    expect(menu().open).toBe(false);
  });
});
