import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { FaqItem } from "~/content/schema";
import { useHydrated } from "~/lib/use-hydrated";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of each question inside the page's outline. */
  headingLevel?: "h3" | "h4";
}

const listStyles = "divide-y divide-line rounded-xl border border-line bg-paper";
const answerStyles = "px-5 pb-5 text-ink-soft";

/**
 * Questions and answers where at most one answer is open and an open one can be
 * closed again; Radix supplies the keyboard and ARIA behaviour. The prerendered
 * HTML (and a visit without JavaScript) shows every answer open, so all of them
 * are readable; once React has hydrated, the accordion takes over, all closed.
 */
export function FaqAccordion({ items, headingLevel = "h3" }: FaqAccordionProps) {
  const hydrated = useHydrated();
  const Heading = headingLevel;

  if (!hydrated) {
    return (
      <div className={listStyles}>
        {items.map((item) => (
          <div key={item.question}>
            <Heading className="px-5 py-4 font-sans text-base font-semibold text-ink">{item.question}</Heading>
            <p className={answerStyles}>{item.answer}</p>
          </div>
        ))}
      </div>
    );
  }

  return (
    <Accordion.Root type="single" collapsible className={listStyles}>
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Header asChild>
            <Heading className="font-sans text-base">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:text-accent-strong">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content>
            <p className={answerStyles}>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
