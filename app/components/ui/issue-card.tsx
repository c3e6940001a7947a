import type { NewsletterSummary } from "~/content/newsletter.server";
import { formatLongDate } from "~/lib/dates";
import { buttonStyles } from "./button-styles";

/** A past issue in the archive grid: number, title, summary and a link to read it. */
export function IssueCard({ issue }: { issue: NewsletterSummary }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-line bg-paper p-6 shadow-sm">
      <p className="text-sm font-semibold text-accent">
        Issue {issue.number} · <time dateTime={issue.publishDate}>{formatLongDate(issue.publishDate)}</time>
      </p>
      <h3 className="mt-2 text-xl font-semibold">{issue.title}</h3>
      <p className="mt-3 flex-1 text-ink-soft">{issue.summary}</p>
      <a
        href={issue.path}
        className={buttonStyles("secondary", "mt-6 self-start")}
        aria-label={`Read Issue ${issue.number}: ${issue.title}`}
      >
        Read Issue
      </a>
    </article>
  );
}
