import { SearchX } from "lucide-react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  title: string;
  children: ReactNode;
  /**
   * Hidden while something matches: rendered all the same, for the page's search to show before React starts
   * (`/faq`; `/free-resources` has no room for it within its first round trip, so there the status alone says so
   * until React has started).
   */
  hidden?: boolean;
  /** The title repeats the search's status, which the page's search writes before React starts. */
  titleIsStatus?: boolean;
}

/**
 * What a search shows when nothing matches: a short title and a suggestion. Rendered hidden while something
 * matches, so that the page's loader can show it before React starts (decision 034).
 */
export function EmptyState({ title, children, hidden = false, titleIsStatus = false }: EmptyStateProps) {
  return (
    <div
      hidden={hidden}
      data-search-empty=""
      className="rounded-xl border border-dashed border-line bg-sand px-6 py-10 text-center"
    >
      <SearchX aria-hidden="true" className="mx-auto size-8 text-muted" />
      <p
        className="mt-3 font-serif text-xl font-semibold text-ink"
        data-search-status={titleIsStatus ? "" : undefined}
        suppressHydrationWarning={titleIsStatus}
      >
        {title}
      </p>
      <div className="mt-2 text-ink-soft">{children}</div>
    </div>
  );
}
