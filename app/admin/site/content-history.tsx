import { buttonStyles } from "~/components/ui/button-styles";
import { formatLondon } from "~/lib/london-time";
import type { ContentChangeRow } from "./types";

interface ContentHistoryProps {
  history: ContentChangeRow[];
  onUndo(id: number): void;
  busy: boolean;
}

/** The latest saves of this part of her site (who, when), each with "Undo this change" while it can be undone. */
export function ContentHistory({ history, onUndo, busy }: ContentHistoryProps) {
  return (
    <section aria-labelledby="content-history" className="mt-12">
      <h2 id="content-history" className="text-2xl font-semibold">
        History of changes
      </h2>
      {history.length === 0 ? (
        <p className="mt-3 text-ink-soft">Nothing has been changed here yet: the site shows the words it was made with.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {history.map((change) => (
            <li key={change.id} className="rounded-lg border border-ink/15 bg-paper p-4">
              <p className="text-ink-soft">
                {change.undoes ? "Undone" : "Saved"} by {change.changedBy} on {formatLondon(change.changedAt)}
                {change.undone ? " · undone since" : ""}
              </p>
              {change.undone || change.undoes ? null : (
                <button
                  type="button"
                  className={buttonStyles("secondary", "mt-3")}
                  aria-label={`Undo the change saved on ${formatLondon(change.changedAt)}`}
                  disabled={busy}
                  onClick={() => onUndo(change.id)}
                >
                  Undo this change
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
