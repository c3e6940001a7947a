import { formatWhen } from "../shared/admin-api";
import { StatCard } from "../shared/stat-card";
import { ActionButton } from "./action-button";
import type { SendProgress as Progress } from "./types";

function stateSentence(send: Progress): string {
  if (send.state === "sent")
    return `Sent to ${send.sent} of ${send.recipients} on ${formatWhen(send.lastSentAt ?? send.startedAt)}.`;
  if (send.state === "sending") return `Sending since ${formatWhen(send.startedAt)} to ${send.recipients} subscribers.`;
  return `Paused. ${send.pausedReason ?? ""}`;
}

/** How a started send stands — queued, sent, failed — and pausing, resuming and retrying it. */
export function SendProgress({ send }: { send: Progress }) {
  return (
    <div className="mt-4">
      <p className={send.state === "paused" ? "font-semibold text-danger" : "text-ink-soft"}>{stateSentence(send)}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard label="Queued" value={send.queued} />
        <StatCard label="Sent" value={send.sent} />
        <StatCard label="Failed" value={send.failed} warning={send.failed > 0} />
        <StatCard label="Skipped (unsubscribed)" value={send.skipped} />
      </dl>
      <div className="mt-3 flex flex-wrap gap-3">
        {send.state === "sending" ? <ActionButton intent="pause" issue={send.issue} label="Pause sending" /> : null}
        {send.state === "paused" ? <ActionButton intent="resume" issue={send.issue} label="Resume sending" /> : null}
        {send.failed > 0 ? <ActionButton intent="retry-failed" issue={send.issue} label="Retry failed recipients" /> : null}
      </div>
    </div>
  );
}
