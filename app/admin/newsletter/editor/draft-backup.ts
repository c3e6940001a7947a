import type { DraftFields } from "~/lib/newsletter-drafts";

/** What this browser keeps of a draft until the server has it: the text, and the revision it was written on. */
export interface DraftBackup {
  fields: DraftFields;
  baseRevision: number;
}

const keyOf = (draftId: number) => `newsletter-draft-${draftId}`;

/** Keeps the latest text of a draft in this browser; storage that is full or refused keeps nothing, silently. */
export function keepDraftBackup(draftId: number, backup: DraftBackup) {
  try {
    localStorage.setItem(keyOf(draftId), JSON.stringify(backup));
  } catch {
    // Private browsing or a full disk: the server's copy is then the only one.
  }
}

export function readDraftBackup(draftId: number): DraftBackup | null {
  try {
    const stored = localStorage.getItem(keyOf(draftId));
    return stored ? (JSON.parse(stored) as DraftBackup) : null;
  } catch {
    return null;
  }
}

export function dropDraftBackup(draftId: number) {
  try {
    localStorage.removeItem(keyOf(draftId));
  } catch {
    // Nothing was kept.
  }
}

export const sameFields = (a: DraftFields, b: DraftFields) =>
  a.title === b.title && a.summary === b.summary && a.description === b.description && a.body === b.body;
