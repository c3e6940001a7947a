import type { Context } from "hono";
import type { Regeneration } from "../../app/lib/newsletter-drafts";
import type { UndoOutcome } from "../settings/store";

/**
 * The back office's answer to an Undo in her history (Your details, Your site): the refusal when the change cannot be
 * undone on its own, else "Change undone." and the site's render under way. `changedSince` words the one refusal that
 * names what was changed again ("This value", "This page").
 */
export function undoAnswer(c: Context, outcome: UndoOutcome, changedSince: string, regenerate?: () => Regeneration) {
  const refusals: Record<Exclude<UndoOutcome, "undone">, [404 | 409, string]> = {
    missing: [404, "There is no such change."],
    "already-undone": [409, "This change has already been undone."],
    "changed-since": [409, `${changedSince} has been changed again since, so this change can no longer be undone on its own.`],
  };
  if (outcome !== "undone") {
    const [status, message] = refusals[outcome];
    return c.json({ code: String(status), message }, status);
  }
  const regeneration = regenerate?.() ?? null;
  return c.json({ message: `Change undone.${regenerate ? " The website is being updated." : ""}`, regeneration });
}
