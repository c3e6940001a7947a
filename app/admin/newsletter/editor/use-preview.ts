import { useMemo } from "react";
import type { DraftFields, Preview } from "~/lib/newsletter-drafts";
import { useServerPreview } from "../../shared/use-server-preview";

/**
 * The issue rendered by the server as the archive and the e-mail will show it, with the site's rules applied, a moment
 * after each change; with the issue's own number and date, so an old issue's preview shows who it is.
 */
export function usePreview(draftId: number, fields: DraftFields) {
  const body = useMemo(() => ({ ...fields, draftId }), [draftId, fields]);
  return useServerPreview<Preview>("newsletter/preview", body);
}
