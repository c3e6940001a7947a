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

/**
 * Shows what the page's search and chosen tab show, as React renders them: the items whose texts match the
 * search box's words (the app's own matcher), in the groups that belong to the chosen tab and still hold one,
 * the panel's empty state when none does, and the status saying so. A page without a search shows only the
 * chosen tab's parts. A page without an empty state in its HTML (`/free-resources`, which has no room for it within
 * its first round trip) says that nothing matches in the status alone until React has started.
 */
export function showSearchResults(document: Document): void {
  const tab = document.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute(searchMarks.tabValue) ?? null;
  const onTab = (part: Element) => tab === null || (part.getAttribute(searchMarks.onTabs) ?? tab).split(" ").includes(tab);
  const search = document.querySelector(`[${searchMarks.of}]`);
  const query = search?.querySelector("input")?.value ?? "";
  const matches = textMatcher(query);
  const items = all(document, searchMarks.item);
  for (const item of items) item.hidden = !matches(...all(item, searchMarks.text).map((text) => text.textContent ?? ""));
  for (const part of all(document, searchMarks.onTabs)) part.hidden = !onTab(part);
  for (const group of new Set(items.map((item) => item.parentElement?.closest("section")))) {
    if (group) group.hidden = !onTab(group) || all(group, searchMarks.item).every((item) => item.hidden);
  }
  const found = items.filter((item) => !item.hidden && !item.closest("[hidden]")).length;
  for (const empty of all(document, searchMarks.empty)) empty.hidden = found > 0;
  const describe = describers[search?.getAttribute(searchMarks.of) ?? ""];
  if (!describe) return;
  const statuses = [...(search?.querySelectorAll<HTMLElement>('[role="status"]') ?? []), ...all(document, searchMarks.status)];
  const words = search?.getAttribute(searchMarks.words) ?? null;
  for (const status of statuses) setText(status, describe(query, found, items.length, tab, words));
}

/**
 * A search answers each letter at once, before React has started (decision 034): the page's loader shows the
 * matching items in the same event, as tabs are shown chosen (app/lib/answer-tabs-at-once.ts). Words typed before
 * the loader arrived are shown at once. React, once started, takes the words up (use-input-made-before-start.ts)
 * and renders the same results. Until `until` aborts: from then on React answers.
 */
export function searchAtOnce(page: Window, until: AbortSignal): void {
  const field = page.document.querySelector(`[${searchMarks.of}] input`);
  if (!(field instanceof HTMLInputElement)) return;
  if (field.value !== field.defaultValue) showSearchResults(page.document);
  const answer = (event: Event) => {
    if (event.target === field) showSearchResults(page.document);
  };
  page.addEventListener("input", answer, { capture: true, signal: until });
}
