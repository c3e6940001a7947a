import { useEffect, useState } from "react";
import type { DraftFields, Preview } from "~/lib/newsletter-drafts";
import { adminPost } from "../../admin-api";

const typingPauseMs = 1_200;

/**
 * The issue rendered by the server as the archive and the e-mail will show it, with the site's rules applied, a moment
 * after each change; with the issue's own number and date, so an old issue's preview shows who it is.
 */
export function usePreview(draftId: number, fields: DraftFields) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await adminPost("newsletter/preview", { ...fields, draftId });
      if (!current) return;
      if (answer.status === 200) {
        setPreview(answer.body as unknown as Preview);
        setFailure(null);
      } else setFailure(answer.message);
    }, typingPauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draftId, fields]);
  return { preview, failure };
}
