import type { ReactNode } from "react";
import { Form } from "react-router";
import type { Draft } from "~/lib/newsletter-drafts";
import { buttonStyles } from "../../components/ui/button-styles";
import { UnpublishedIssueItem } from "./unpublished-issue-item";

interface IssueListProps {
  /** Issues written here that are not on the site yet: drafts, scheduled, or published while the site is rebuilt. */
  unpublished: Draft[];
  /** The issues on the site, newest first. */
  children: ReactNode;
}

/** Every issue, newest first: those not on the site yet at the top, then the archive; and the way to start the next one. */
export function IssueList({ unpublished, children }: IssueListProps) {
  return (
    <section aria-labelledby="issues-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="issues-heading" className="text-2xl font-semibold">
          Every issue, newest first
        </h2>
        <Form method="post">
          <button type="submit" name="intent" value="new-issue" className={buttonStyles("primary", "px-4 py-2 text-sm")}>
            New issue
          </button>
        </Form>
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        Each says whether it was written here or came from the site’s files, and whether it is published, scheduled or a draft.
      </p>
      <ul className="mt-4 space-y-4">
        {unpublished.map((draft) => (
          <UnpublishedIssueItem key={draft.id} draft={draft} />
        ))}
        {children}
      </ul>
    </section>
  );
}
