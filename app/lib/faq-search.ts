import type { FaqSection } from "~/content/schema";
import { textMatcher } from "./text-search";

export interface FaqSearchSection extends FaqSection {
  /** Position of the section on the unfiltered page; its anchor is `section-${index}`. */
  index: number;
}

/**
 * The sections and questions that match a search, in page order. A question
 * matches when its question or answer contains the query, ignoring case;
 * sections left without questions are dropped. A blank query keeps everything.
 */
export function filterFaqSections(sections: readonly FaqSection[], query: string): FaqSearchSection[] {
  const matches = textMatcher(query);
  return sections
    .map((section, index) => ({
      ...section,
      index,
      items: section.items.filter((item) => matches(item.question, item.answer)),
    }))
    .filter((section) => section.items.length > 0);
}

/** How many questions a list of sections holds. */
export function countFaqItems(sections: readonly Pick<FaqSection, "items">[]): number {
  return sections.reduce((total, section) => total + section.items.length, 0);
}

/** What the FAQ search's status says: how many of the `total` questions match `query`. */
export function describeFaqResults(query: string, found: number, total: number): string {
  const words = query.trim();
  if (words === "") return `Showing all ${total} questions`;
  if (found === 0) return `No questions match “${words}”`;
  return `${found} of ${total} questions match “${words}”`;
}
