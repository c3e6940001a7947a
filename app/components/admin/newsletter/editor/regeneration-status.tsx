import type { Draft, Regeneration } from "~/lib/newsletter-drafts";
import { formatLondon } from "./london-time";

/** Where the website stands after a publish: rebuilding, live with a link to the page, or why the rebuild failed. */
export function RegenerationStatus({ draft, regeneration }: { draft: Draft; regeneration: Regeneration | null }) {
  if (!regeneration || draft.status !== "published") return null;
  if (regeneration.state === "queued" || regeneration.state === "building")
    return (
      <p className="font-semibold text-ink">
        The website is being rebuilt with this issue
        {regeneration.startedAt ? ` (since ${formatLondon(regeneration.startedAt)})` : ""}…
      </p>
    );
  if (regeneration.state === "failed")
    return (
      <p className="font-semibold text-danger">
        The website could not be rebuilt, so it still shows what it showed before. {regeneration.reason}
      </p>
    );
  return (
    <p className="font-semibold text-ink">
      Live on the website:{" "}
      <a href={`/newsletter/${draft.slug}`} className="text-accent-strong underline">
        read issue {draft.number} as readers see it
      </a>
      .
    </p>
  );
}
