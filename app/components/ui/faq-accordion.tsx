import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { FaqItem } from "~/content/schema";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of each question inside the page's outline. */
  headingLevel?: "h3" | "h4";
}

/**
 * Questions and answers where at most one answer is open and an open one can be
 * closed again; Radix supplies the keyboard and ARIA behaviour. Every answer is
 * in the prerendered HTML; a browser running without JavaScript shows them all
 * (the `noscript:` variant), so nothing moves when the page hydrates.
 */
export function FaqAccordion({ items, headingLevel = "h3" }: FaqAccordionProps) {
  const Heading = headingLevel;
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-line rounded-xl border border-line bg-paper">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Header asChild>
            <Heading className="font-sans text-base">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:text-accent-strong">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 noscript:hidden"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content forceMount className="data-[state=closed]:hidden noscript:block!">
            <p className="px-5 pb-5 text-ink-soft">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
