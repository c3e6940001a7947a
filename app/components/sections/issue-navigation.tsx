import { ArrowLeft, ArrowRight } from "lucide-react";
import type { NewsletterSummary } from "~/content/newsletter.server";

interface IssueNavigationProps {
  previous: NewsletterSummary | null;
  next: NewsletterSummary | null;
}

/** Links to the issues either side of this one. */
export function IssueNavigation({ previous, next }: IssueNavigationProps) {
  return (
    <nav aria-label="More issues" className="mt-12 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
      {previous ? (
        <a href={previous.path} className="group rounded-lg border border-line p-4 no-underline hover:border-accent">
          <span className="flex items-center gap-1 text-sm text-muted">
            <ArrowLeft aria-hidden="true" className="size-4" /> Previous issue
          </span>
          <span className="mt-1 block font-semibold text-accent-strong group-hover:underline">
            Issue {previous.number}: {previous.title}
          </span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={next.path} className="group rounded-lg border border-line p-4 text-right no-underline hover:border-accent">
          <span className="flex items-center justify-end gap-1 text-sm text-muted">
            Next issue <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="mt-1 block font-semibold text-accent-strong group-hover:underline">
            Issue {next.number}: {next.title}
          </span>
        </a>
      ) : null}
    </nav>
  );
}
