import { formatLondon } from "~/lib/london-time";
import { AttentionSection } from "./attention-section";

/** What the server cannot do by itself right now: take posts on a full or read-only disk, or finish scrubbing an erasure. */
export function ServerWarnings({
  dataDirProblem,
  erasureWaitingSince,
}: {
  dataDirProblem: string | null;
  erasureWaitingSince: string | null;
}) {
  if (!dataDirProblem && !erasureWaitingSince) return null;
  return (
    <AttentionSection id="server-warnings" title="Needs attention on the server">
      <ul className="mt-3 space-y-2">
        {dataDirProblem ? (
          <li className="break-words">
            <span className="font-semibold">Visitors' forms are failing.</span> {dataDirProblem} Free some space on the server (or
            make the folder writable); the forms work again at once.
          </li>
        ) : null}
        {erasureWaitingSince ? (
          <li>
            <span className="font-semibold">Deleted details are waiting to be scrubbed from disk.</span> What was deleted on{" "}
            {formatLondon(erasureWaitingSince)} (a person erased, or a connection's key) is gone from the site, but a backup or
            report is still reading it, so the old copies stay on disk until it ends. Nothing to do: it finishes by itself.
          </li>
        ) : null}
      </ul>
    </AttentionSection>
  );
}
