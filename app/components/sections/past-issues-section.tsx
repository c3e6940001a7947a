import type { NewsletterSummary } from "~/content/newsletter.server";
import { Container } from "../ui/container";
import { IssueCard } from "../ui/issue-card";
import { SectionTitle } from "../ui/section-title";

/** Every issue, newest first, two to a row on wide screens. */
export function PastIssuesSection({ issues, title }: { issues: readonly NewsletterSummary[]; title: string }) {
  return (
    <section aria-labelledby="past-issues" className="pb-14">
      <Container>
        <SectionTitle id="past-issues" variant="section">
          {title}
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
