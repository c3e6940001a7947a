import { ChevronDown } from "lucide-react";
import { useId } from "react";
import type { FaqItem } from "~/content/schema";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of each question inside the page's outline. */
  headingLevel?: "h3" | "h4";
}

/**
 * Questions and answers as native disclosures (`<details>`), grouped by one `name`, so the browser keeps at
 * most one answer open and an open one can be closed again, with no JavaScript. Each question is a heading
 * inside its summary; Enter or Space toggles it and the open state is exposed to screen readers.
 */
export function FaqAccordion({ items, headingLevel = "h3" }: FaqAccordionProps) {
  const Heading = headingLevel;
  const group = useId();
  return (
    <div className="divide-y divide-line rounded-xl border border-line bg-paper">
      {items.map((item) => (
        <details key={item.question} name={group} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:text-accent-strong [&::-webkit-details-marker]:hidden">
            <Heading className="font-sans text-base">{item.question}</Heading>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-ink-soft">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
