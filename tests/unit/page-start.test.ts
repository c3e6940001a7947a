// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { clientAppStarted } from "~/lib/client-app-started";
import { type StartingPage, startPage } from "~/lib/page-start";

/** A page with two tabs as the prerender writes them, the first chosen, as its first script finds it. */
function pageWithTabs() {
  const page = Object.assign(new EventTarget(), { document: document.implementation.createHTMLDocument() });
  page.document.body.innerHTML = `
    <div role="tablist">
      <button type="button" role="tab" id="what" aria-selected="true" data-state="active" aria-controls="what-panel">What</button>
      <button type="button" role="tab" id="faq" aria-selected="false" data-state="inactive" aria-controls="faq-panel">FAQ</button>
    </div>
    <div role="tabpanel" id="what-panel" data-state="active"><p>What you get</p></div>
    <div role="tabpanel" id="faq-panel" data-state="inactive"><p>Questions</p></div>`;
  const loadLoader = vi.fn();
  startPage(page as unknown as StartingPage, loadLoader);
  const element = (id: string) => page.document.getElementById(id) as HTMLElement;
  return { page: page as unknown as StartingPage, element, loadLoader };
}

/** A press on `target` as the page's window hears it, where its first script listens. */
function press(page: StartingPage, target: HTMLElement): void {
  const pressed = new PointerEvent("pointerdown", { bubbles: true, button: 0 });
  Object.defineProperty(pressed, "target", { value: target });
  page.dispatchEvent(pressed);
}

const chosen = (tab: HTMLElement) => [tab.getAttribute("aria-selected"), tab.dataset.state];

describe("a page with islands, before its loader has arrived", () => {
  it("shows a tab pressed as chosen at once, with its panel, and asks for the loader, once", () => {
    const { element, page, loadLoader } = pageWithTabs();
    press(page, element("faq"));
    expect(chosen(element("faq"))).toEqual(["true", "active"]);
    expect(chosen(element("what"))).toEqual(["false", "inactive"]);
    expect([element("what-panel").dataset.state, element("faq-panel").dataset.state]).toEqual(["inactive", "active"]);
    page.dispatchEvent(new Event("keydown"));
    expect(loadLoader).toHaveBeenCalledTimes(1);
  });

  it("notes the presses and keys made until the loader takes them", () => {
    const { page } = pageWithTabs();
    const click = new Event("click");
    page.dispatchEvent(click);
    page.dispatchEvent(new Event("keydown"));
    expect(page.actsBeforeLoader?.map((event) => event.type)).toEqual(["click", "keydown"]);
    const taken = page.actsBeforeLoader;
    page.actsBeforeLoader = undefined;
    page.dispatchEvent(new Event("click"));
    expect(taken).toHaveLength(2);
  });

  it("asks for the loader a moment after the page has loaded, when the visitor has not acted", () => {
    vi.useFakeTimers();
    try {
      const { page, loadLoader } = pageWithTabs();
      page.dispatchEvent(new Event("load"));
      vi.advanceTimersByTime(100);
      expect(loadLoader).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      expect(loadLoader).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves tabs to the page's app once it has started", () => {
    const { element, page } = pageWithTabs();
    page.document.dispatchEvent(new Event(clientAppStarted));
    press(page, element("faq"));
    expect(chosen(element("faq"))).toEqual(["false", "inactive"]);
  });
});
