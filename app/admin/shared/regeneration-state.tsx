import type { ReactNode } from "react";
import { formatLondon } from "~/lib/london-time";
import type { Regeneration } from "~/lib/newsletter-drafts";

interface RegenerationStateProps {
  regeneration: Regeneration;
  /** What the rebuild is for, e.g. "with this issue". */
  subject: string;
  /** What is said once the new site is live. */
  live: ReactNode;
}

/** Where the website stands after a change: being rebuilt, live, or why the rebuild failed. */
export function RegenerationState({ regeneration, subject, live }: RegenerationStateProps) {
  if (regeneration.state === "queued" || regeneration.state === "building")
    return (
      <p className="font-semibold text-ink">
        The website is being rebuilt {subject}
        {regeneration.startedAt ? ` (since ${formatLondon(regeneration.startedAt)})` : ""}…
      </p>
    );
  if (regeneration.state === "failed")
    return (
      <p className="font-semibold text-danger">
        The website could not be rebuilt, so it still shows what it showed before. {regeneration.reason}
      </p>
    );
  return <p className="font-semibold text-ink">{live}</p>;
}
