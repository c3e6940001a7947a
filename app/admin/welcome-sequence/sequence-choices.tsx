import { adminSend, formatWhen } from "~/admin/shared/admin-api";
import { buttonStyles } from "~/components/ui/button-styles";
import type { WelcomeSequenceStanding } from "~/lib/welcome-sequence";

interface SequenceChoicesProps {
  standing: WelcomeSequenceStanding;
  onChanged: (standing: WelcomeSequenceStanding, message: string) => void;
}

/** Pausing and resuming her sequence, and whether those who subscribed before it began receive it too. */
export function SequenceChoices({ standing, onChanged }: SequenceChoicesProps) {
  async function choose(choice: { paused?: boolean; includeEarlier?: boolean }, done: string) {
    const reply = await adminSend("PUT", "welcome-sequence", choice);
    if (reply.status === 200) onChanged(reply.body as unknown as WelcomeSequenceStanding, done);
    else onChanged(standing, reply.message);
  }
  if (!standing.startedAt) return null;
  return (
    <div className="mt-6 space-y-4 rounded-xl border border-ink/15 bg-paper p-6">
      <p>
        {standing.paused
          ? "Your sequence is paused: no one receives its e-mails until you resume it. Those that fell due meanwhile go when you do."
          : "Your sequence is running: each new subscriber receives its e-mails on their days."}
      </p>
      <button
        type="button"
        className={buttonStyles("secondary")}
        onClick={() =>
          void choose(
            { paused: !standing.paused },
            standing.paused ? "Your sequence is running again." : "Your sequence is paused.",
          )
        }
      >
        {standing.paused ? "Resume the sequence" : "Pause the sequence"}
      </button>
      <p>
        {standing.includesEarlier
          ? "Those who subscribed before your sequence began receive it too, counting their days from when you chose so."
          : `Those who subscribed before your sequence began (${formatWhen(standing.startedAt)}) do not receive it.`}
      </p>
      <button
        type="button"
        className={buttonStyles("secondary")}
        onClick={() =>
          void choose(
            { includeEarlier: !standing.includesEarlier },
            standing.includesEarlier
              ? "Only those who subscribe from now on receive the sequence."
              : "Earlier subscribers now receive the sequence too, from today.",
          )
        }
      >
        {standing.includesEarlier ? "Leave earlier subscribers out" : "Send it to earlier subscribers too"}
      </button>
    </div>
  );
}
