import type { ReactNode } from "react";
import { formatLondon } from "~/lib/london-time";
import { buttonStyles } from "../../components/ui/button-styles";

/** What every change she can undo carries: who made it and when, and whether it is, or has been, undone. */
export interface UndoableChange {
  id: number;
  changedBy: string;
  changedAt: string;
  undone: boolean;
  undoes: number | null;
}

interface ChangeHistoryProps<T extends UndoableChange> {
  history: T[];
  /** Said when nothing has been changed yet. */
  empty: string;
  /** How far back the history reaches, said under its heading; none where it is kept for ever. */
  reach?: string;
  /** What the change was, above who made it and when (a value's old → new); none for a whole page. */
  describe?(change: T): ReactNode;
  /** The Undo button's name, which says which change it undoes. */
  undoLabel(change: T): string;
  /** Undoes one change; resolves once the screen has its answer. */
  onUndo(id: number): void;
  busy: boolean;
}

/** The latest changes (Your details, Your site): who and when, each with "Undo this change" while it can be undone. */
export function ChangeHistory<T extends UndoableChange>({
  history,
  empty,
  reach,
  describe,
  undoLabel,
  onUndo,
  busy,
}: ChangeHistoryProps<T>) {
  return (
    <section aria-labelledby="change-history" className="mt-12">
      <h2 id="change-history" className="text-2xl font-semibold">
        History of changes
      </h2>
      {reach ? <p className="mt-2 max-w-prose text-ink-soft">{reach}</p> : null}
      {history.length === 0 ? (
        <p className="mt-3 text-ink-soft">{empty}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {history.map((change) => (
            <li key={change.id} className="rounded-lg border border-ink/15 bg-paper p-4">
              {describe?.(change)}
              <p className="mt-1 text-sm text-ink-soft">
                {change.undoes ? "Undone" : "Changed"} by {change.changedBy} on {formatLondon(change.changedAt)}
                {change.undone ? " · undone since" : ""}
              </p>
              {change.undone || change.undoes ? null : (
                <button
                  type="button"
                  className={buttonStyles("secondary", "mt-3")}
                  aria-label={undoLabel(change)}
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
