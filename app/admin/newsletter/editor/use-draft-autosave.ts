import { useCallback, useEffect, useRef, useState } from "react";
import type { Draft, DraftFields } from "~/lib/newsletter-drafts";
import { adminSend } from "../../shared/admin-api";
import { dropDraftBackup, keepDraftBackup, readDraftBackup, sameFields } from "./draft-backup";

/** How her latest words stand: on the server, on their way, kept only in this browser, or meeting a save made elsewhere. */
export type SaveState =
  | { kind: "saved"; at: string }
  | { kind: "saving" }
  | { kind: "kept-here"; message: string }
  | { kind: "conflict"; theirs: Draft };

export const fieldsOf = ({ title, summary, description, body }: DraftFields): DraftFields => ({
  title,
  summary,
  description,
  body,
});

const typingPauseMs = 800;
const retryMs = 5_000;

/**
 * The draft's fields as she edits them, saved a moment after she stops typing with the revision they were written on.
 * Until the server has them they are kept in this browser; a save made elsewhere meanwhile is never overwritten unasked.
 * `onVersion` hears of every version the server now holds (hers once saved, and one saved elsewhere) with the article it
 * replaced here.
 */
export function useDraftAutosave(initial: Draft, onVersion: (draft: Draft, before: string) => void) {
  const [backup] = useState(() => readDraftBackup(initial.id));
  const restored = backup !== null && !sameFields(backup.fields, initial);
  const [fields, setFields] = useState<DraftFields>(() => (restored ? backup.fields : fieldsOf(initial)));
  const [state, setState] = useState<SaveState>({ kind: "saved", at: initial.updatedAt });
  const latest = useRef({ fields, saved: fieldsOf(initial), baseRevision: restored ? backup.baseRevision : initial.revision });
  const saving = useRef<{ again: boolean } | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const paused = state.kind === "conflict";
  latest.current.fields = fields;

  const save = useCallback(async () => {
    // A pause timer set while a save was on its way (Keep mine) finds her words already saved: nothing to send again.
    if (sameFields(latest.current.fields, latest.current.saved)) return;
    if (saving.current) {
      saving.current.again = true;
      return;
    }
    clearTimeout(retry.current);
    saving.current = { again: false };
    const sent = latest.current.fields;
    setState({ kind: "saving" });
    const answer = await adminSend("PUT", `newsletter/drafts/${initial.id}`, {
      ...sent,
      baseRevision: latest.current.baseRevision,
    });
    const again = saving.current.again;
    saving.current = null;
    const draft = answer.body.draft as Draft | undefined;
    if (answer.status === 200 && draft) {
      const before = latest.current.saved.body;
      latest.current = { ...latest.current, saved: sent, baseRevision: draft.revision };
      if (sameFields(latest.current.fields, sent)) dropDraftBackup(initial.id);
      setState({ kind: "saved", at: draft.updatedAt });
      onVersion(draft, before);
      if (again && !sameFields(latest.current.fields, sent)) void save();
    } else if (answer.status === 409 && draft) {
      setState({ kind: "conflict", theirs: draft });
      onVersion(draft, latest.current.saved.body);
    } else {
      const signedOut = answer.status === 401 ? "You have been signed out: sign in again in another tab. " : "";
      setState({ kind: "kept-here", message: `${signedOut}${answer.message}` });
      retry.current = setTimeout(() => void save(), retryMs);
    }
  }, [initial.id, onVersion]);

  useEffect(() => {
    if (paused || sameFields(fields, latest.current.saved)) return;
    keepDraftBackup(initial.id, { fields, baseRevision: latest.current.baseRevision });
    setState((current) => (current.kind === "kept-here" ? current : { kind: "saving" }));
    const timer = setTimeout(() => void save(), typingPauseMs);
    return () => clearTimeout(timer);
  }, [fields, paused, initial.id, save]);

  useEffect(() => () => clearTimeout(retry.current), []);

  const change = useCallback((edit: Partial<DraftFields>) => setFields((current) => ({ ...current, ...edit })), []);

  /** The conflict's way out that keeps hers: saved on top of theirs, which stays among the versions. */
  const keepMine = useCallback(
    (theirs: Draft) => {
      latest.current.baseRevision = theirs.revision;
      void save();
    },
    [save],
  );

  /** The conflict's other way out: her unsaved words give way to the other save. */
  const takeTheirs = useCallback(
    (theirs: Draft) => {
      const before = latest.current.saved.body;
      latest.current = { fields: fieldsOf(theirs), saved: fieldsOf(theirs), baseRevision: theirs.revision };
      dropDraftBackup(initial.id);
      setFields(fieldsOf(theirs));
      setState({ kind: "saved", at: theirs.updatedAt });
      onVersion(theirs, before);
    },
    [initial.id, onVersion],
  );

  return { fields, change, state, restored, keepMine, takeTheirs };
}
