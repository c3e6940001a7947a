import { afterNextPaint } from "./after-next-paint";
import { tabChosen } from "./answer-tabs-at-once";
import { describeFaqResults } from "./faq-search";
import { describeResourceResults, seedResultNouns } from "./resource-search";
import { textMatcher } from "./text-search";

/**
 * What a page's prerendered HTML marks for its search to be answered before React starts (decision 034). The
 * search box sits in `<search data-search-of="questions|resources">`; each searchable item carries
 * `data-search-item`, and the texts React's filter matches (a question and its answer; a resource's title,
 * description and tags) `data-search-text`; an empty state, rendered hidden, `data-search-empty`; anything that
 * repeats the status line (`role="status"` in the search) `data-search-status`; the status's words of her own, as JSON, `data-search-words` on the search (absent: the seed's). The `<section>` that holds items is
 * their group, hidden when none of them is shown. A part of a panel shown for several tabs names them in
 * `data-on-tabs="all prompt"`, each tab its value in `data-tab-value`.
 */
const searchMarks = {
  of: "data-search-of",
  item: "data-search-item",
  text: "data-search-text",
  empty: "data-search-empty",
  status: "data-search-status",
  onTabs: "data-on-tabs",
  tabValue: "data-tab-value",
  words: "data-search-words",
} as const;

/** What each search's status says, from the app's own wording (app/lib/faq-search.ts, resource-search.ts). */
const describers: Record<
  string,
  (query: string, found: number, total: number, tab: string | null, words: string | null) => string
> = {
  questions: (query, found, total) => describeFaqResults(query, found, total),
  resources: (query, found, _total, tab, words) =>
    describeResourceResults(query, tab ?? "all", found, words ? JSON.parse(words) : seedResultNouns),
};

const all = (within: ParentNode, mark: string) => [...within.querySelectorAll<HTMLElement>(`[${mark}]`)];

/** Sets an element's text in its own text node, which React, once started, goes on updating. */
function setText(element: HTMLElement, text: string): void {
  const node = element.firstChild;
  if (node?.nodeType === Node.TEXT_NODE && node === element.lastChild) node.nodeValue = text;
  else element.textContent = text;
}

/** The words searched for and the chosen tab's value (null: the page has no tabs), as the page shows them now. */
function searchAndTab(document: Document) {
  const tab = document.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute(searchMarks.tabValue) ?? null;
  const search = document.querySelector(`[${searchMarks.of}]`);
  return { tab, search, query: search?.querySelector("input")?.value ?? "" };
}

/**
 * What the page's search and chosen tab show, worked out without changing the page: the items whose texts match the
 * search box's words (the app's own matcher; a blank search matches every item without reading one), and whether a
 * part belongs to the chosen tab.
 */
function resultsOf(document: Document) {
  const { tab, search, query } = searchAndTab(document);
  const onTab = (part: Element) => tab === null || (part.getAttribute(searchMarks.onTabs) ?? tab).split(" ").includes(tab);
  const items = all(document, searchMarks.item);
  const matches = query.trim() === "" ? null : textMatcher(query);
  const matching = new Set(
    matches ? items.filter((item) => matches(...all(item, searchMarks.text).map((text) => text.textContent ?? ""))) : items,
  );
  const partsOnTab = (item: Element) => {
    for (
      let part = item.closest(`[${searchMarks.onTabs}]`);
      part;
      part = part.parentElement?.closest(`[${searchMarks.onTabs}]`) ?? null
    ) {
      if (!onTab(part)) return false;
    }
    return true;
  };
  const found = items.filter((item) => matching.has(item) && partsOnTab(item)).length;
  return { tab, search, query, onTab, items, matching, found };
}

/** Says in the search's status, and wherever the page repeats it, how many of which resources or questions show. */
function showStatus(document: Document, { search, query, found, items, tab }: ReturnType<typeof resultsOf>): void {
  const describe = describers[search?.getAttribute(searchMarks.of) ?? ""];
  if (!describe) return;
  const statuses = [...(search?.querySelectorAll<HTMLElement>('[role="status"]') ?? []), ...all(document, searchMarks.status)];
  const words = search?.getAttribute(searchMarks.words) ?? null;
  for (const status of statuses) setText(status, describe(query, found, items.length, tab, words));
}

/**
 * Shows what the page's search and chosen tab show, as React renders them: the items whose texts match the
 * search box's words, in the groups that belong to the chosen tab and still hold one, the panel's empty state when
 * none does, and the status saying so. A page without a search shows only the chosen tab's parts. A page without an
 * empty state in its HTML (`/free-resources`, which has no room for it within its first round trip) says that
 * nothing matches in the status alone until React has started.
 */
export function showSearchResults(document: Document): void {
  const results = resultsOf(document);
  const { onTab, items, matching, found } = results;
  for (const item of items) item.hidden = !matching.has(item);
  for (const part of all(document, searchMarks.onTabs)) part.hidden = !onTab(part);
  for (const group of new Set(items.map((item) => item.parentElement?.closest("section")))) {
    if (group) group.hidden = !onTab(group) || all(group, searchMarks.item).every((item) => item.hidden);
  }
  for (const empty of all(document, searchMarks.empty)) empty.hidden = found > 0;
  showStatus(document, results);
}

/**
 * Shows the search's results once the browser has painted the frame after this moment, worked out then from the words
 * and the tab the page shows by that time (so an older answer never overwrites a later letter or React's own render),
 * unless React has taken over by then (`until`).
 */
function showResultsAfterPaint(page: Window, until: AbortSignal): void {
  afterNextPaint(page, () => {
    if (!until.aborted) showSearchResults(page.document);
  });
}

/**
 * A search answers each letter at once, before React has started (decisions 034 and 098): the status says in the
 * letter's own frame what shows, and the items follow in the frame after, so that a long list, shown or hidden, does
 * not hold up the first. A tab chosen before then is shown chosen in the press's frame by the page's first script
 * (app/lib/answer-tabs-at-once.ts), which tells this code: the status and the tab's parts follow in the next. Words
 * typed and a tab chosen before the loader arrived (`tabChosenBefore`) are shown at once. React, once started, takes
 * the words up (use-input-made-before-start.ts) and renders the same results. Until `until` aborts: from then on
 * React answers.
 */
export function searchAtOnce(page: Window, until: AbortSignal, { tabChosenBefore }: { tabChosenBefore: boolean }): void {
  page.document.addEventListener(tabChosen, () => showResultsAfterPaint(page, until), { signal: until });
  const field = page.document.querySelector(`[${searchMarks.of}] input`);
  const isField = field instanceof HTMLInputElement;
  if (tabChosenBefore || (isField && field.value !== field.defaultValue)) showSearchResults(page.document);
  if (!isField) return;
  const answer = (event: Event) => {
    if (event.target !== field) return;
    showStatus(page.document, resultsOf(page.document));
    showResultsAfterPaint(page, until);
  };
  page.addEventListener("input", answer, { capture: true, signal: until });
}
