import type { Draft, Regeneration } from "~/lib/newsletter-drafts";
import { RegenerationState } from "../../shared/regeneration-state";

/** Where the website stands after a publish: rebuilding, live with a link to the page, or why the rebuild failed. */
export function RegenerationStatus({ draft, regeneration }: { draft: Draft; regeneration: Regeneration | null }) {
  if (!regeneration || draft.status !== "published") return null;
  return (
    <RegenerationState
      regeneration={regeneration}
      subject="with this issue"
      live={
        <>
          Live on the website:{" "}
          <a href={`/newsletter/${draft.slug}`} className="text-accent-strong underline">
            read issue {draft.number} as readers see it
          </a>
          .
        </>
      }
    />
  );
}
