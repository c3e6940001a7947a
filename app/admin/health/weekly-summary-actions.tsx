import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { PreviewFrame } from "../newsletter/editor/preview-frame";
import { adminGet, adminPost } from "../shared/admin-api";
import type { WeeklySummaryPreview } from "./types";
import { WeekSoFar } from "./week-so-far";

/** "Preview" shows last week's summary as it would arrive, this week so far beside it; "Send me one now" e-mails last week's to her at once. */
export function WeeklySummaryActions({ sendsMail }: { sendsMail: boolean }) {
  const [preview, setPreview] = useState<WeeklySummaryPreview | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  async function showPreview() {
    setBusy(true);
    setPreview(await adminGet<WeeklySummaryPreview>("weekly-summary/preview"));
    setBusy(false);
  }

  async function sendNow() {
    setBusy(true);
    const reply = await adminPost("weekly-summary/send");
    setBusy(false);
    setAnswer({ ok: reply.status === 202, text: reply.message });
  }

  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonStyles("secondary")} disabled={busy} onClick={showPreview}>
          Preview
        </button>
        <button type="button" className={buttonStyles("secondary")} disabled={busy || !sendsMail} onClick={sendNow}>
          Send me one now
        </button>
      </div>
      <div role="status">
        {answer ? <p className={answer.ok ? "font-semibold text-ink" : "font-semibold text-danger"}>{answer.text}</p> : null}
      </div>
      {preview ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,42rem)_minmax(0,1fr)]">
          <div className="space-y-2">
            <h3 className="text-xl font-semibold">Last week's summary</h3>
            <p className="font-semibold">Subject: {preview.subject}</p>
            <div className="overflow-x-auto rounded-lg border border-line bg-paper">
              <PreviewFrame title="Last week's summary e-mail" html={preview.html} className="h-[40rem] w-full max-w-none" />
            </div>
          </div>
          <WeekSoFar soFar={preview.soFar} />
        </div>
      ) : null}
    </div>
  );
}
