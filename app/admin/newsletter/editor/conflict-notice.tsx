import { useState } from "react";
import { formatLondonSecond } from "~/lib/london-time";
import type { Draft, DraftFields } from "~/lib/newsletter-drafts";
import { buttonStyles } from "../../../components/ui/button-styles";
import { ComparedText } from "./compared-text";
import { compareVersions } from "./version-comparison";

interface ConflictNoticeProps {
  mine: DraftFields;
  theirs: Draft;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

const smallButton = (kind: "primary" | "secondary") => buttonStyles(kind, "px-4 py-2 text-sm");

/** Another tab or device saved this issue while she wrote: the two side by side, and nothing overwritten until she chooses. */
export function ConflictNotice({ mine, theirs, onKeepMine, onTakeTheirs }: ConflictNoticeProps) {
  const [copied, setCopied] = useState("");
  const savedAt = formatLondonSecond(theirs.updatedAt);
  const copy = async (whose: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`${whose} article is copied: paste it where you want it.`);
    } catch {
      setCopied("This browser did not allow copying: select the text in the box and copy it instead.");
    }
  };
  return (
    <section aria-labelledby="conflict-heading" className="rounded-lg border border-danger bg-paper p-4">
      <h2 id="conflict-heading" tabIndex={-1} ref={(heading) => heading?.focus()} className="text-lg font-semibold">
        This issue was also changed elsewhere
      </h2>
      <p className="mt-1 text-ink-soft">
        Another tab or device saved it at {savedAt}, titled “{theirs.title || "Untitled"}”. Your text here has not been saved over
        it. Compare the two (what differs is highlighted), then keep yours as the newest version (theirs stays among the saved
        versions), take theirs instead, or copy from either.
      </p>
      {compareVersions(mine, theirs).map(({ field, label, mine: yours, theirs: other }) => (
        <div key={field} className="mt-4">
          <h3 className="font-semibold">{label}</h3>
          <div className="mt-1 grid gap-3 md:grid-cols-2">
            <ComparedText heading={`${label}: yours, not saved`} parts={yours} />
            <ComparedText heading={`${label}: saved elsewhere at ${savedAt}`} parts={other} />
          </div>
        </div>
      ))}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onKeepMine} className={smallButton("primary")}>
          Keep mine
        </button>
        <button type="button" onClick={onTakeTheirs} className={smallButton("secondary")}>
          Take theirs
        </button>
        <button type="button" onClick={() => void copy("Your", mine.body)} className={smallButton("secondary")}>
          Copy my article
        </button>
        <button type="button" onClick={() => void copy("Their", theirs.body)} className={smallButton("secondary")}>
          Copy their article
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-ink-soft">
        {copied}
      </p>
    </section>
  );
}
