import type { NewsletterSummary } from "~/content/newsletter.server";
import { newsletterPage } from "~/content/newsletter-page";
import { Container } from "../ui/container";
import { IssueCard } from "../ui/issue-card";
import { SectionTitle } from "../ui/section-title";

/** Every issue, newest first, two to a row on wide screens. */
export function PastIssuesSection({ issues }: { issues: readonly NewsletterSummary[] }) {
  return (
    <section aria-labelledby="past-issues" className="pb-14">
      <Container>
        <SectionTitle id="past-issues" variant="section">
          {newsletterPage.pastIssuesTitle}
        </SectionTitle>
        <ul className="mt-8 grid gap-6 lg:grid-cols-2">
          {issues.map((issue) => (
            <li key={issue.number}>
              <IssueCard issue={issue} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
