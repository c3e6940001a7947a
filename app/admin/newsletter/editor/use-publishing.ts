import { useState } from "react";
import { formatLondon } from "~/lib/london-time";
import { type Draft, type PublishMode, type PublishResult, scheduleSummary } from "~/lib/newsletter-drafts";
import { adminSend } from "../../shared/admin-api";
import { useRegeneration } from "../../shared/use-regeneration";

/** Publishing, scheduling (its status naming how many confirmed subscribers there are, `recipients`) and unscheduling one issue, and how the site's rebuild that follows stands, read again while it runs. */
export function usePublishing(initial: Draft, recipients: number) {
  const [draft, setDraft] = useState(initial);
  const { regeneration, setRegeneration } = useRegeneration(initial.status !== "draft");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(method: "POST" | "DELETE", path: string, body: unknown, success: (draft: Draft) => string) {
    setBusy(true);
    const answer = await adminSend(method, `newsletter/drafts/${draft.id}/${path}`, body);
    setBusy(false);
    const result = answer.body as Partial<PublishResult>;
    if (answer.status === 200 && result.draft) {
      setDraft(result.draft);
      if (result.regeneration) setRegeneration(result.regeneration);
      setMessage({ ok: true, text: success(result.draft) });
    } else setMessage({ ok: false, text: answer.message });
  }

  const publish = (mode: PublishMode, at?: string) =>
    send("POST", "publish", at ? { mode, at } : { mode }, (published) =>
      at
        ? `Saved. ${scheduleSummary(published, recipients, formatLondon)}`
        : `Issue ${published.number} goes live once the website is rebuilt with it.`,
    );
  const cancelSchedule = () =>
    send("DELETE", "schedule", undefined, () => "The schedule is cancelled: the issue is a draft again.");

  return { draft, regeneration, message, busy, publish, cancelSchedule };
}
