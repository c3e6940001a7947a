import { formatLondon } from "~/lib/london-time";
import type { DraftVersion } from "~/lib/newsletter-drafts";

interface VersionListProps {
  versions: DraftVersion[];
  onRestore: (revision: number) => void;
}

/** The last saved versions, newest first; restoring one saves it as the newest, so nothing is lost by trying. */
export function VersionList({ versions, onRestore }: VersionListProps) {
  return (
    <section aria-labelledby="versions-heading">
      <h2 id="versions-heading" className="text-xl font-semibold">
        Saved versions
      </h2>
      {versions.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">None yet: each save adds one, and the last 20 are kept.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {versions.map((version) => (
            <li key={version.revision} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                {formatLondon(version.savedAt)}: “{version.title || "Untitled"}”
              </span>
              <button
                type="button"
                onClick={() => onRestore(version.revision)}
                aria-label={`Restore the version saved ${formatLondon(version.savedAt)}`}
                className="rounded-md px-2 py-1 font-semibold text-accent-strong underline"
              >
                Restore
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
