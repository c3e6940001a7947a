import { ChevronDown } from "lucide-react";
import { useId } from "react";
import type { FaqItem } from "~/content/schema";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of each question inside the page's outline. */
  headingLevel?: "h3" | "h4";
  /** Marks each question and its texts for the page's search to filter before React starts (decision 034). */
  searchable?: boolean;
}

/**
 * Questions and answers as native disclosures (`<details>`), grouped by one `name`, so the browser keeps at
 * most one answer open and an open one can be closed again, with no JavaScript. Each question is a heading
 * inside its summary; Enter or Space toggles it and the open state is exposed to screen readers.
 */
export function FaqAccordion({ items, headingLevel = "h3", searchable = false }: FaqAccordionProps) {
  const Heading = headingLevel;
  const searchMark = searchable ? "" : undefined;
  const group = useId();
  return (
    <div className="divide-y divide-line rounded-xl border border-line bg-paper">
      {items.map((item) => (
        <details key={item.question} name={group} className="group" data-search-item={searchMark}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:text-accent-strong [&::-webkit-details-marker]:hidden">
            <Heading className="font-sans text-base" data-search-text={searchMark}>
              {item.question}
            </Heading>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-ink-soft" data-search-text={searchMark}>
            {item.answer}
          </p>
        </details>
      ))}
    </div>
  );
}
