import { type FormEvent, useId, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { adminSend, formatWhen } from "../shared/admin-api";
import type { WeeklySummarySetting } from "./types";
import { WeeklySummaryActions } from "./weekly-summary-actions";

/** The coach's own switch for the Monday summary e-mail, stored by the server (decision 032). */
export function WeeklySummarySwitch({ setting }: { setting: WeeklySummarySetting }) {
  const checkboxId = useId();
  const hintId = `${checkboxId}-hint`;
  const [saved, setSaved] = useState(setting);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const enabled = new FormData(event.currentTarget).get("enabled") === "on";
    setBusy(true);
    const reply = await adminSend("PUT", "weekly-summary", { enabled });
    setBusy(false);
    if (reply.status !== 200) return setAnswer({ ok: false, text: reply.message });
    setSaved(reply.body as unknown as WeeklySummarySetting);
    setAnswer({
      ok: true,
      text: enabled ? "Saved: the summary will come every Monday morning." : "Saved: no more Monday summaries.",
    });
  }

  return (
    <section aria-labelledby="weekly-summary" className="mt-10">
      <h2 id="weekly-summary" className="text-2xl font-semibold">
        Monday summary
      </h2>
      <form onSubmit={save} className="mt-4 max-w-2xl">
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            name="enabled"
            defaultChecked={saved.enabled}
            aria-describedby={hintId}
            className="mt-1 size-5 shrink-0 accent-accent"
          />
          <label htmlFor={checkboxId} className="font-semibold text-ink">
            Send me the Monday summary
          </label>
        </div>
        <p id={hintId} className="mt-2 text-ink-soft">
          One e-mail every Monday from 7am with last week’s visitors, booking clicks, bookings and sales, newsletter sign-ups,
          unsubscribes and messages. A Monday the server was down is sent when it starts again that day or on Tuesday.
          {saved.changedAt ? ` You last changed this on ${formatWhen(saved.changedAt)}.` : ""}
          {saved.sendsMail ? "" : " E-mail is not set up on the server (SMTP_URL), so nothing is sent whatever you choose."}
        </p>
        <button type="submit" className={`${buttonStyles("secondary")} mt-4`} disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
        <div role="status" className="mt-3">
          {answer ? <p className={answer.ok ? "font-semibold text-ink" : "font-semibold text-danger"}>{answer.text}</p> : null}
        </div>
      </form>
      <WeeklySummaryActions sendsMail={saved.sendsMail} />
    </section>
  );
}
