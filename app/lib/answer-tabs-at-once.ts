/** The event a tab answered before React has started sends to the document: the loader then filters what it shows. */
export const tabChosen = "tab-chosen";

function pressedTab(event: Event): HTMLElement | null {
  if (event instanceof MouseEvent && (event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey)) return null;
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
  return tab?.getAttribute("aria-selected") === "false" ? tab : null;
}

/**
 * Shows `tab` as chosen, with its panel if the page rendered one (an empty panel is left as it is, and the one shown
 * stays: the loader then shows in it only the parts that belong to the tab, app/lib/search-at-once.ts).
 */
function showChosen(document: Document, tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  const panelOf = (other: Element) => document.getElementById(other.getAttribute("aria-controls") ?? "");
  const rendered = panelOf(tab)?.hasChildNodes() === true;
  for (const other of list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []) {
    const state = other === tab ? "active" : "inactive";
    other.setAttribute("aria-selected", String(other === tab));
    other.dataset.state = state;
    const panel = panelOf(other);
    if (rendered && panel) panel.dataset.state = state;
  }
}

/**
 * Tabs answer a press at once, from the page's first script, before the loader has arrived (decisions 023 and 098):
 * the pressed tab is shown chosen, with its panel, in the same event, and `tabChosen` is sent for the loader to filter
 * the panel's parts a frame later. React, once started, is handed the press (app/lib/hydrate-when-needed.ts) and
 * renders the same choice, writing the address as it always does. Until `until` aborts: from then on React answers.
 * A press is a primary-button `pointerdown` (tabs choose on press, not on release) or a `click` (Enter, Space or
 * a screen reader); arrow keys are handed on to React.
 */
export function answerTabsAtOnce(page: Window, until: AbortSignal): void {
  const answer = (event: Event) => {
    const tab = pressedTab(event);
    if (!tab) return;
    showChosen(page.document, tab);
    page.document.dispatchEvent(new Event(tabChosen));
  };
  for (const type of ["pointerdown", "click"]) page.addEventListener(type, answer, { capture: true, signal: until });
}
