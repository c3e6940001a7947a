import { useState } from "react";
import { buttonStyles } from "../ui/button-styles";
import { adminGet, adminPost } from "./admin-api";
import { PreviewFrame } from "./newsletter/editor/preview-frame";

interface SummaryPreview {
  subject: string;
  html: string;
}

/** "Preview" shows last week's summary as it would arrive; "Send me one now" e-mails it to her at once. */
export function WeeklySummaryActions({ sendsMail }: { sendsMail: boolean }) {
  const [preview, setPreview] = useState<SummaryPreview | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  async function showPreview() {
    setBusy(true);
    setPreview(await adminGet<SummaryPreview>("weekly-summary/preview"));
    setBusy(false);
  }

  async function sendNow() {
    setBusy(true);
    const reply = await adminPost("weekly-summary/send");
    setBusy(false);
    setAnswer({ ok: reply.status === 202, text: reply.message });
  }

  return (
    <div className="mt-6 max-w-2xl space-y-4">
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
        <div className="space-y-2">
          <p className="font-semibold">Subject: {preview.subject}</p>
          <div className="overflow-x-auto rounded-lg border border-line bg-paper">
            <PreviewFrame title="Last week's summary e-mail" html={preview.html} className="h-[40rem] w-full max-w-none" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
