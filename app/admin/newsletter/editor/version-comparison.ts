import { diffWords } from "diff";
import type { DraftFields } from "~/lib/newsletter-drafts";

/** A run of one version's text, and whether the other version differs there. */
export interface ComparedPart {
  text: string;
  differs: boolean;
}

/** One field the two versions disagree on, each side's text in runs. */
export interface ComparedField {
  field: keyof DraftFields;
  label: string;
  mine: ComparedPart[];
  theirs: ComparedPart[];
}

const labels: Record<keyof DraftFields, string> = {
  title: "Title",
  summary: "Summary",
  description: "Description",
  body: "Article",
};

/** Her unsaved version and the one saved elsewhere, field by field: only the fields that differ, word by word. */
export function compareVersions(mine: DraftFields, theirs: DraftFields): ComparedField[] {
  return (Object.keys(labels) as (keyof DraftFields)[])
    .filter((field) => mine[field] !== theirs[field])
    .map((field) => {
      const parts = diffWords(theirs[field], mine[field]);
      return {
        field,
        label: labels[field],
        mine: parts.filter((part) => !part.removed).map((part) => ({ text: part.value, differs: Boolean(part.added) })),
        theirs: parts.filter((part) => !part.added).map((part) => ({ text: part.value, differs: Boolean(part.removed) })),
      };
    });
}
