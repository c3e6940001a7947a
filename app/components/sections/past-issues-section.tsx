import type { NewsletterSummary } from "~/content/newsletter.server";
import { Container } from "../ui/container";
import { IssueCard } from "../ui/issue-card";

/** Every issue, newest first, two to a row on wide screens. */
export function PastIssuesSection({ issues }: { issues: readonly NewsletterSummary[] }) {
  return (
    <section aria-labelledby="past-issues" className="pb-14">
      <Container>
        <h2 id="past-issues" className="text-3xl font-semibold">
          Past Issues
        </h2>
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
