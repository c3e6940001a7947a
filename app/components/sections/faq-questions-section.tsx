import type { Faq } from "~/content/faq";
import { faqPage } from "~/content/faq-page";
import { Island } from "~/islands/island";
import { countFaqItems, describeFaqResults, filterFaqSections } from "~/lib/faq-search";
import { Container } from "../ui/container";
import { EmptyState } from "../ui/empty-state";
import { FaqSearchField } from "./faq-search-field";
import { FaqTopicSection } from "./faq-topic-section";

/**
 * The search box and her FAQ topics. Only the search box is an island: the questions are plain HTML (native
 * disclosures), shown and hidden as the visitor types by the loader's filter, so that with 300 of them the island's
 * start hydrates none (decision 088).
 */
export function FaqQuestionsSection({ faqSections }: { faqSections: Faq }) {
  const { noMatch } = faqPage;
  const total = countFaqItems(faqSections);
  return (
    <Container className="py-12 sm:py-16">
      {/* The search filters the questions as the visitor types. */}
      <Island name="faq-search" component={FaqSearchField} props={{ faqSections }} />
      <div className="mt-10 max-w-3xl space-y-14">
        {filterFaqSections(faqSections, "").map((section) => (
          <FaqTopicSection key={section.title} section={section} />
        ))}
        <EmptyState title={describeFaqResults("", total, total)} titleIsStatus hidden={total > 0}>
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
