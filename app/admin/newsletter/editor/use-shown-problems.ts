import { useState } from "react";
import type { DraftFields, Problem } from "~/lib/newsletter-drafts";

/**
 * The problems to show beside the fields: a field's only once she has written in it or touched it,
 * or once she tried to publish, so a new issue opens without errors. `hidden` is how many wait.
 */
export function useShownProblems(fields: DraftFields, problems: Problem[]) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [triedToPublish, setTriedToPublish] = useState(false);
  const shown = problems.filter((problem) => triedToPublish || touched.has(problem.field) || fields[problem.field].trim() !== "");
  return {
    shown,
    hidden: problems.length - shown.length,
    touch: (edit: Partial<DraftFields>) => setTouched((before) => new Set([...before, ...Object.keys(edit)])),
    showAll: () => setTriedToPublish(true),
  };
}
