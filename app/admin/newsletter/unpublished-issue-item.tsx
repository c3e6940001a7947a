import { Link } from "react-router";
import { formatLondon } from "~/lib/london-time";
import type { Draft } from "~/lib/newsletter-drafts";

/** Where an issue not yet on the site stands: a draft, scheduled (with or without its e-mail), or published and on its way. */
export function unpublishedState(draft: Draft): string {
  if (draft.status === "scheduled" && draft.scheduledFor) {
    const how = draft.scheduledMode === "web-and-email" ? "on the website and by e-mail" : "on the website only, no e-mail";
    return `Scheduled for ${formatLondon(draft.scheduledFor)}, ${how}`;
  }
  if (draft.status === "published" && draft.publishedAt)
    return `Issue ${draft.number}, published ${formatLondon(draft.publishedAt)}: the website is being rebuilt with it`;
  return `Draft, last saved ${formatLondon(draft.updatedAt)}`;
}

/** An issue written here that readers cannot see yet, and the way back into its editor. */
export function UnpublishedIssueItem({ draft }: { draft: Draft }) {
  return (
    <li className="rounded-lg border border-line bg-paper p-5">
      <h3 className="text-xl font-semibold">
        <Link to={`drafts/${draft.id}`} className="text-accent-strong underline">
          {draft.title || "Untitled issue"}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-ink-soft">Written here · {unpublishedState(draft)}</p>
    </li>
  );
}
