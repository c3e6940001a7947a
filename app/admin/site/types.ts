import type { EditableContent, EditableKind } from "~/content/editable";
import type { Choice } from "~/content/home-guide";
import type { Regeneration } from "~/lib/newsletter-drafts";

/** One change she made to a kind of her content, as the history lists it (newest first). */
export interface ContentChangeRow {
  id: number;
  changedBy: string;
  changedAt: string;
  undone: boolean;
  undoes: number | null;
}

/** GET /admin/api/content/:kind: the document as its row holds it (placeholders kept), and its history. */
export interface ContentScreen<K extends EditableKind = EditableKind> {
  kind: K;
  document: EditableContent[K];
  /** The placeholders a text may use, e.g. {{coach.firstName}}. */
  placeholders: string[];
  history: ContentChangeRow[];
  /** How far back her history reaches (decision 099): the changes of the last `days`, at most the last `changes`. */
  historyKept: { days: number; changes: number };
  /** Texts chosen from a list drawn from her other content, by the field's name: the home page's guide among her guides. */
  choices: Record<string, Choice[]>;
}

/** PUT /admin/api/content/:kind's answer when it saved. */
export interface ContentSaved {
  changed: boolean;
  message: string;
  regeneration: Regeneration | null;
}

/** A refusal: what to do, and a reason by field path ("items.2.answer"). */
export interface ContentRefusal {
  message: string;
  errors: Record<string, string>;
}
