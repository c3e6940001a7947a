// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { answerTabsAtOnce, tabChosen } from "~/lib/answer-tabs-at-once";

/** Each test's answering, stopped after it, since every test listens on the same window. */
const answering: AbortController[] = [];

/** Two tabs as Radix prerenders them: the first chosen; the second's panel rendered or left empty. */
function tabsPage({ secondPanelRendered }: { secondPanelRendered: boolean }) {
  document.body.innerHTML = `
    <div role="tablist">
      <button type="button" role="tab" id="all" aria-selected="true" data-state="active" aria-controls="all-panel" data-tab-value="all">All</button>
      <button type="button" role="tab" id="prompt" aria-selected="false" data-state="inactive" aria-controls="prompt-panel" data-tab-value="prompt"><span>Prompts</span></button>
    </div>
    <div role="tabpanel" id="all-panel" data-state="active">
      <section id="carousels" data-on-tabs="all carousel">Carousels</section>
      <section id="prompts" data-on-tabs="all prompt">Prompts</section>
    </div>
    <div role="tabpanel" id="prompt-panel" data-state="inactive">${secondPanelRendered ? "<p>Prompt packs</p>" : ""}</div>`;
  const stop = new AbortController();
  answering.push(stop);
  answerTabsAtOnce(window, stop.signal);
  return { stop, element: (id: string) => document.getElementById(id) as HTMLElement };
}

const press = (target: Element, init: PointerEventInit = {}) =>
  target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0, ...init }));

const chosen = (tab: HTMLElement) => [tab.getAttribute("aria-selected"), tab.dataset.state];

afterEach(() => {
  for (const stop of answering.splice(0)) stop.abort();
  document.body.innerHTML = "";
});

describe("a tab pressed before React has started", () => {
  it("is shown chosen at once, with its own panel when the page rendered it", () => {
    const { element } = tabsPage({ secondPanelRendered: true });
    press(element("prompt").querySelector("span") as Element);
    expect(chosen(element("prompt"))).toEqual(["true", "active"]);
    expect(chosen(element("all"))).toEqual(["false", "inactive"]);
    expect([element("all-panel").dataset.state, element("prompt-panel").dataset.state]).toEqual(["inactive", "active"]);
  });

  it("keeps the panel shown when its own is empty, and tells the loader, which shows there only the tab's parts", () => {
    const { element } = tabsPage({ secondPanelRendered: false });
    const told: Event[] = [];
    document.addEventListener(tabChosen, (event) => told.push(event));
    press(element("prompt"));
    expect(chosen(element("prompt"))).toEqual(["true", "active"]);
    expect(element("all-panel").dataset.state).toBe("active");
    element("all").click();
    expect(chosen(element("all"))).toEqual(["true", "active"]);
    expect(told).toHaveLength(2);
  });

  it("is left alone when pressed with another button or a modifier key, which choose nothing", () => {
    const { element } = tabsPage({ secondPanelRendered: true });
    press(element("prompt"), { button: 2 });
    press(element("prompt"), { ctrlKey: true });
    expect(chosen(element("prompt"))).toEqual(["false", "inactive"]);
  });

  it("is React's to answer once React has started", () => {
    const { stop, element } = tabsPage({ secondPanelRendered: true });
    stop.abort();
    press(element("prompt"));
    expect(chosen(element("prompt"))).toEqual(["false", "inactive"]);
  });
});
