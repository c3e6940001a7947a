import { useCallback, useState } from "react";
import { formatLondonSecond } from "~/lib/london-time";
import type { Draft, DraftFields, DraftVersion, SavedVersion } from "~/lib/newsletter-drafts";
import { wordChange } from "~/lib/word-changes";
import { adminGet } from "../../shared/admin-api";
import { fieldsOf } from "./use-draft-autosave";

const kept = 20;

/** The saved versions as the server keeps them (the last 20, newest first), and bringing one back into the editor. */
export function useVersionHistory(draftId: number, initial: DraftVersion[]) {
  const [versions, setVersions] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);

  /** A version the server now holds, and the article it was written over (for its size of change). */
  const recordSave = useCallback((draft: Draft, before: string) => {
    const version = {
      revision: draft.revision,
      savedAt: draft.updatedAt,
      title: draft.title,
      change: wordChange(before, draft.body),
    };
    setVersions((list) => (list.some((known) => known.revision === draft.revision) ? list : [version, ...list].slice(0, kept)));
  }, []);

  async function restore(revision: number, replaceFields: (fields: DraftFields) => void) {
    try {
      const { version } = await adminGet<SavedVersion>(`newsletter/drafts/${draftId}/versions/${revision}`);
      replaceFields(fieldsOf(version));
      setNotice(`The version saved ${formatLondonSecond(version.savedAt)} is back in the editor, to be saved as the newest.`);
    } catch {
      setNotice("That version could not be loaded. Please check your connection and try again.");
    }
  }

  return { versions, recordSave, restore, notice };
}
