import { type Draft, type DraftFields, emailClipProblems, type Problem } from "../../app/lib/newsletter-drafts";
import { renderEditionOf } from "../newsletter/edition";
import type { Database } from "../storage/db";
import { dueSchedules, holdSchedule, publishDueSchedules } from "./drafts-store";
import { draftProblems, highestFileNumber, londonDateOf } from "./issue-file";

/**
 * What holds publishing back, whether she presses Publish or a schedule falls due: what the site's rules would
 * refuse, and Gmail's clip of the e-mail issue `number` would be (its `edition` when already rendered).
 */
export async function publishingProblems(
  fields: DraftFields,
  number: number,
  publicOrigin: string,
  edition?: { html: string },
): Promise<Problem[]> {
  const problems = draftProblems(fields);
  // An article the site's rules refuse is not rendered (it may not render at all): its problems are said first.
  if (!edition && problems.some((problem) => problem.field === "body")) return problems;
  const source = { ...fields, number, path: `/newsletter/issue-${number}`, markdown: fields.body };
  const { html } = edition ?? (await renderEditionOf(source, publicOrigin));
  return [...problems, ...emailClipProblems(Buffer.byteLength(html))];
}

/** What holds one draft back, in words; a check that fails outright holds that draft alone, never the others due. */
async function problemsOrFailure(draft: Draft, publicOrigin: string): Promise<string[]> {
  try {
    const problems = await publishingProblems(draft, draft.number ?? highestFileNumber() + 1, publicOrigin);
    return problems.map((problem) => problem.message);
  } catch (error) {
    return [`It could not be checked (${(error as Error).message}): please open it and save it again.`];
  }
}

/**
 * The schedules that have fallen due, checked again with the rules Publish checks (the issue may
 * have been changed since it was scheduled, Gmail's clip included): those that pass are published, the others go back to
 * being drafts with the reason beside them, and the site is never built with an issue it cannot show.
 */
export async function publishDueIssues(db: Database, publicOrigin: string) {
  const ready = [];
  for (const draft of await dueSchedules(db)) {
    const problems = await problemsOrFailure(draft, publicOrigin);
    if (problems.length === 0) ready.push(draft);
    else {
      const reason = `It was not published at its scheduled time: ${problems.join(" ")}`;
      await holdSchedule(db, draft, reason);
    }
  }
  return publishDueSchedules(db, highestFileNumber(), londonDateOf(new Date()), ready);
}
