import type { Faq } from "~/content/faq";
import { faqPage } from "~/content/faq-page";
import { countFaqItems, describeFaqResults, filterFaqSections } from "~/lib/faq-search";
import { useSearchParamState } from "~/lib/use-search-param-state";
import { Container } from "../ui/container";
import { EmptyState } from "../ui/empty-state";
import { SearchField } from "../ui/search-field";
import { FaqTopicSection } from "./faq-topic-section";

/** The search box and her FAQ topics, filtered live; the search is kept in the URL (?q=). */
export function FaqQuestionsSection({ faqSections }: { faqSections: Faq }) {
  const [query, setQuery] = useSearchParamState("q");
  const sections = filterFaqSections(faqSections, query);
  const found = countFaqItems(sections);
  const total = countFaqItems(faqSections);
  const status = describeFaqResults(query, found, total);
  const { search, noMatch } = faqPage;

  return (
    <Container className="py-12 sm:py-16">
      <SearchField
        id="faq-search"
        label={search.label}
        placeholder={search.placeholder}
        value={query}
        onChange={setQuery}
        status={status}
        searches="questions"
      />
      <div className="mt-10 max-w-3xl space-y-14">
        {sections.map((section) => (
          <FaqTopicSection key={section.title} section={section} />
        ))}
        <EmptyState title={status} titleIsStatus hidden={found > 0}>
          <p>
            {noMatch.suggestion}{" "}
            <a href="/contact" className="font-semibold text-accent-strong underline underline-offset-2">
              {noMatch.contactLink}
            </a>
            .
          </p>
        </EmptyState>
      </div>
    </Container>
  );
}
