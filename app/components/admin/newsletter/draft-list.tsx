import { Form, Link } from "react-router";
import { formatLondon } from "~/lib/london-time";
import type { Draft } from "~/lib/newsletter-drafts";
import { buttonStyles } from "../../ui/button-styles";

function stateOf(draft: Draft): string {
  if (draft.status === "published" && draft.publishedAt)
    return `Issue ${draft.number}, published ${formatLondon(draft.publishedAt)}`;
  if (draft.status === "scheduled" && draft.scheduledFor) return `Scheduled for ${formatLondon(draft.scheduledFor)}`;
  return `Draft, last saved ${formatLondon(draft.updatedAt)}`;
}

/** The issues written in the back office, newest first, and the way to start the next one. */
export function DraftList({ drafts }: { drafts: Draft[] }) {
  return (
    <section aria-labelledby="written-here" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="written-here" className="text-2xl font-semibold">
          Written here
        </h2>
        <Form method="post">
          <button type="submit" name="intent" value="new-issue" className={buttonStyles("primary", "px-4 py-2 text-sm")}>
            New issue
          </button>
        </Form>
      </div>
      {drafts.length === 0 ? (
        <p className="mt-3 text-ink-soft">Nothing yet: “New issue” opens the editor.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {drafts.map((draft) => (
            <li key={draft.id} className="rounded-lg border border-line bg-paper p-4">
              <Link to={`drafts/${draft.id}`} className="text-lg font-semibold text-accent-strong underline">
                {draft.title || "Untitled issue"}
              </Link>
              <p className="mt-1 text-sm text-ink-soft">{stateOf(draft)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
