import { formatLondon } from "~/lib/london-time";
import type { Draft } from "~/lib/newsletter-drafts";
import { buttonStyles } from "../../../ui/button-styles";

interface ConflictNoticeProps {
  theirs: Draft;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

/** Another tab or device saved this issue while she wrote: nothing is overwritten until she chooses. */
export function ConflictNotice({ theirs, onKeepMine, onLoadTheirs }: ConflictNoticeProps) {
  return (
    <section aria-labelledby="conflict-heading" className="rounded-lg border border-danger bg-paper p-4">
      <h2 id="conflict-heading" tabIndex={-1} ref={(heading) => heading?.focus()} className="text-lg font-semibold">
        This issue was also changed elsewhere
      </h2>
      <p className="mt-1 text-ink-soft">
        Another tab or device saved it {formatLondon(theirs.updatedAt)}, titled “{theirs.title || "Untitled"}”. Your text here has
        not been saved over it. Keep yours as the newest version (the other stays among the saved versions), or load the other one
        instead of yours.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={onKeepMine} className={buttonStyles("primary", "px-4 py-2 text-sm")}>
          Keep mine as a new version
        </button>
        <button type="button" onClick={onLoadTheirs} className={buttonStyles("secondary", "px-4 py-2 text-sm")}>
          Load the other version
        </button>
      </div>
    </section>
  );
}
