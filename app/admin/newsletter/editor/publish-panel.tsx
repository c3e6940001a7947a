import { useId, useState } from "react";
import { formatLondon } from "~/lib/london-time";
import { type Problem, scheduleSummary } from "~/lib/newsletter-drafts";
import { buttonStyles } from "../../../components/ui/button-styles";
import { EmailConfirmation } from "./email-confirmation";
import { RegenerationStatus } from "./regeneration-status";
import { ScheduleForm } from "./schedule-form";
import type { usePublishing } from "./use-publishing";

interface PublishPanelProps {
  publishing: ReturnType<typeof usePublishing>;
  /** The problems shown beside the fields. */
  problems: Problem[];
  /** Problems not shown yet (fields she has not reached): pressing Publish shows them instead of publishing. */
  hiddenProblems: number;
  onShowProblems: () => void;
  /** Why publishing must wait besides the problems (a save or the checks still under way), or null. */
  waitingFor: string | null;
  recipients: number;
  sendsMail: boolean;
}

const disabledLook = "px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60";

/** Publishing now, with or without the e-mail, or later; held back, with the reason, while the site's rules would refuse the issue. */
export function PublishPanel(props: PublishPanelProps) {
  const { publishing, problems, hiddenProblems, onShowProblems, waitingFor, recipients, sendsMail } = props;
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const { draft, regeneration, message, busy, publish, cancelSchedule } = publishing;
  const reason =
    problems.length > 0
      ? `Publishing waits until ${problems.length === 1 ? "the problem" : `the ${problems.length} problems`} shown beside the fields ${problems.length === 1 ? "is" : "are"} put right.`
      : waitingFor;
  const blocked = reason !== null || busy;
  /** Publishes, or first shows what still needs writing when some of it is not shown yet. */
  const whenReady = (go: () => void) => (hiddenProblems > 0 ? onShowProblems() : go());
  const published = draft.status === "published";
  return (
    <section aria-labelledby="publish-heading" className="space-y-4">
      <h2 id="publish-heading" className="text-xl font-semibold">
        Publish
      </h2>
      {reason ? (
        <p id={reasonId} className="text-sm font-semibold text-danger">
          {reason}
        </p>
      ) : null}
      {draft.heldReason && draft.status === "draft" ? (
        <p className="rounded-lg border border-danger bg-paper p-3 text-sm font-semibold text-danger">{draft.heldReason}</p>
      ) : null}
      {draft.status === "scheduled" && draft.scheduledFor ? (
        <div className="space-y-2">
          <p className="font-semibold">{scheduleSummary(draft, recipients, formatLondon)}</p>
          <button type="button" onClick={cancelSchedule} disabled={busy} className={buttonStyles("secondary", disabledLook)}>
            Cancel the schedule
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={blocked}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => whenReady(() => void publish("web"))}
          className={buttonStyles("primary", disabledLook)}
        >
          {published ? "Publish the changes to the website" : "Publish to the website"}
        </button>
        {published || !sendsMail ? null : (
          <button
            type="button"
            disabled={blocked}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => whenReady(() => setConfirming(true))}
            className={buttonStyles("secondary", disabledLook)}
          >
            Publish and e-mail to confirmed subscribers…
          </button>
        )}
      </div>
      {confirming && !blocked ? (
        <EmailConfirmation
          recipients={recipients}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void publish("web-and-email");
          }}
        />
      ) : null}
      {published ? null : (
        <details className="rounded-lg border border-line bg-paper p-4">
          <summary className="cursor-pointer font-semibold">
            {draft.status === "scheduled" ? "Move the schedule" : "Schedule for later"}
          </summary>
          <div className="mt-3">
            <ScheduleForm
              draft={draft}
              blocked={blocked}
              describedBy={reason ? reasonId : undefined}
              onSchedule={(mode, at) => whenReady(() => void publish(mode, at))}
            />
          </div>
        </details>
      )}
      <p role="status" className={message?.ok === false ? "font-semibold text-danger" : "font-semibold text-accent-strong"}>
        {message?.text ?? ""}
      </p>
      <RegenerationStatus draft={draft} regeneration={regeneration} />
      <a
        href={`/admin/api/newsletter/drafts/${draft.id}/markdown`}
        download
        className="inline-block text-sm font-semibold text-accent-strong underline"
      >
        Download as Markdown
      </a>
    </section>
  );
}
