import { formatLondonSecond } from "~/lib/london-time";
import type { DraftVersion } from "~/lib/newsletter-drafts";
import { describeWordChange } from "~/lib/word-changes";

interface VersionListProps {
  versions: DraftVersion[];
  onRestore: (revision: number) => void;
}

/** A version as the list names it: "14:02:31 · +120 words / −3 · “Title”". */
export const versionName = (version: DraftVersion, now?: Date) =>
  [
    formatLondonSecond(version.savedAt, now),
    version.change && describeWordChange(version.change),
    `“${version.title || "Untitled"}”`,
  ]
    .filter(Boolean)
    .join(" · ");

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
              <span>{versionName(version)}</span>
              <button
                type="button"
                onClick={() => onRestore(version.revision)}
                aria-label={`Restore the version saved ${formatLondonSecond(version.savedAt)}`}
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
