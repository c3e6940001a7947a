import type { NewsletterSummary } from "~/content/newsletter.server";
import type { NewsletterPage } from "~/content/newsletter-page";
import { formatLongDate } from "~/lib/dates";
import { buttonStyles } from "../ui/button-styles";
import { Container } from "../ui/container";
import { SectionTitle } from "../ui/section-title";

/** The newest issue, given pride of place at the top of the archive. */
export function LatestIssueSection({ issue, words }: { issue: NewsletterSummary; words: NewsletterPage["latestIssue"] }) {
  return (
    <section aria-labelledby="latest-issue" className="py-14">
      <Container>
        <div className="rounded-2xl border border-accent/30 bg-accent-soft p-8 sm:p-10">
          <SectionTitle id="latest-issue" variant="label">
            {words.title}
          </SectionTitle>
          <p className="mt-3 text-sm text-ink-soft">
            Issue {issue.number} · <time dateTime={issue.publishDate}>{formatLongDate(issue.publishDate)}</time>
          </p>
          <p className="mt-2 font-serif text-3xl font-semibold">{issue.title}</p>
          <p className="mt-4 max-w-2xl text-lg text-ink-soft">{issue.summary}</p>
          <a href={issue.path} className={buttonStyles("primary", "mt-8")}>
            {words.readLabel}
          </a>
        </div>
      </Container>
    </section>
  );
}
