import { useLayoutEffect } from "react";
import type { Faq } from "~/content/faq";
import { faqPage } from "~/content/faq-page";
import { countFaqItems, describeFaqResults, filterFaqSections } from "~/lib/faq-search";
import { showSearchResults } from "~/lib/search-at-once";
import { useSearchParamState } from "~/lib/use-search-param-state";
import { SearchField } from "../ui/search-field";

/**
 * The FAQ's search box and its status, the page's island (decision 088): the search is kept in the URL (?q=), and
 * the questions below, rendered with the page and never hydrated, are filtered by the loader's own filter
 * (app/lib/search-at-once.ts) in the same frame as the words change, before and after the island has started.
 */
export function FaqSearchField({ faqSections }: { faqSections: Faq }) {
  const [query, setQuery] = useSearchParamState("q");
  const found = countFaqItems(filterFaqSections(faqSections, query));
  const { search } = faqPage;
  // Each render follows a change of the words: the page's questions are filtered in the same frame.
  useLayoutEffect(() => showSearchResults(document));
  return (
    <SearchField
      id="faq-search"
      label={search.label}
      placeholder={search.placeholder}
      value={query}
      onChange={setQuery}
      status={describeFaqResults(query, found, countFaqItems(faqSections))}
      searches="questions"
    />
  );
}
