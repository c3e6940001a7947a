import { AttentionSection } from "../health/attention-section";
import type { SkippedIssueFile } from "../health/types";

/** Published issues the site cannot show, each with why: the rest of the site is built and served without them. */
export function SkippedIssues({ skipped }: { skipped: SkippedIssueFile[] }) {
  if (skipped.length === 0) return null;
  return (
    <AttentionSection id="skipped-issues" title="Issues the website cannot show">
      <p className="mt-1 text-ink-soft">
        The website is built without these; open the issue, put right what is said here and publish it again.
      </p>
      <ul className="mt-3 space-y-2">
        {skipped.map((issue) => (
          <li key={issue.file} className="break-words">
            <span className="font-semibold">{issue.file}</span>: {issue.reason}
          </li>
        ))}
      </ul>
    </AttentionSection>
  );
}
