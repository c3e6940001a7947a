import { useCallback, useEffect, useState } from "react";
import type { Draft, PublishMode, PublishResult, Regeneration } from "~/lib/newsletter-drafts";
import { adminGet, adminSend } from "../../admin-api";

const pollMs = 2_000;
const underWay = (regeneration: Regeneration | null) => regeneration?.state === "queued" || regeneration?.state === "building";

/** Publishing, scheduling and unscheduling one issue, and how the site's rebuild that follows stands, read again while it runs. */
export function usePublishing(initial: Draft) {
  const [draft, setDraft] = useState(initial);
  const [regeneration, setRegeneration] = useState<Regeneration | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const readRegeneration = useCallback(async () => {
    try {
      setRegeneration(await adminGet<Regeneration>("site/regeneration"));
    } catch {
      // The next publish or the next poll reads it again.
    }
  }, []);

  useEffect(() => {
    if (initial.status !== "draft") void readRegeneration();
  }, [initial.status, readRegeneration]);

  useEffect(() => {
    if (!underWay(regeneration)) return;
    const timer = setTimeout(() => void readRegeneration(), pollMs);
    return () => clearTimeout(timer);
  }, [regeneration, readRegeneration]);

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
      at ? "Scheduled." : `Issue ${published.number} is published. The website is being rebuilt with it.`,
    );
  const cancelSchedule = () =>
    send("DELETE", "schedule", undefined, () => "The schedule is cancelled: the issue is a draft again.");

  return { draft, regeneration, message, busy, publish, cancelSchedule };
}
