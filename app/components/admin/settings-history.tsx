import type { SettingChange } from "~/lib/back-office-types";
import { formatLondon } from "~/lib/london-time";
import { buttonStyles } from "../ui/button-styles";

const shown = (value: string) => (value === "" ? "nothing" : `“${value}”`);

interface SettingsHistoryProps {
  history: SettingChange[];
  /** Undoes one change; resolves once the screen has its answer. */
  onUndo(id: number): void;
  busy: boolean;
}

/** The latest changes (who, when, old → new), each with "Undo this change" while it can be undone. */
export function SettingsHistory({ history, onUndo, busy }: SettingsHistoryProps) {
  return (
    <section aria-labelledby="settings-history" className="mt-12">
      <h2 id="settings-history" className="text-2xl font-semibold">
        History of changes
      </h2>
      {history.length === 0 ? (
        <p className="mt-3 text-ink-soft">Nothing has been changed yet: the site shows the values it was built with.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {history.map((change) => (
            <li key={change.id} className="rounded-lg border border-ink/15 bg-paper p-4">
              <p className="font-semibold">{change.label}</p>
              <p className="mt-1 break-words text-ink-soft">
                {shown(change.oldValue)} → {shown(change.newValue)}
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                {change.undoes ? "Undone" : "Changed"} by {change.changedBy} on {formatLondon(change.changedAt)}
                {change.undone ? " · undone since" : ""}
              </p>
              {change.undone || change.undoes ? null : (
                <button
                  type="button"
                  className={buttonStyles("secondary", "mt-3")}
                  aria-label={`Undo this change: ${change.label}`}
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
