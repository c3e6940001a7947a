import type { DraftFields, Preview } from "~/lib/newsletter-drafts";
import { useServerPreview } from "../../use-server-preview";

/** The issue rendered by the server as the archive and the e-mail will show it, with the site's rules applied, a moment after each change. */
export const usePreview = (fields: DraftFields) => useServerPreview<Preview>("newsletter/preview", fields);
