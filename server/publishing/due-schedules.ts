import type { Database } from "../storage/db";
import { dueSchedules, holdSchedule, publishDueSchedules } from "./drafts-store";
import { draftProblems, highestFileNumber, londonDateOf } from "./issue-file";

/**
 * The schedules that have fallen due, checked again with the rules Publish checks (the issue may
 * have been changed since it was scheduled): those that pass are published, the others go back to
 * being drafts with the reason beside them, and the site is never built with an issue it cannot show.
 */
export async function publishDueIssues(db: Database) {
  const ready = [];
  for (const draft of await dueSchedules(db)) {
    const problems = draftProblems(draft);
    if (problems.length === 0) ready.push(draft);
    else {
      const reason = `It was not published at its scheduled time: ${problems.map((problem) => problem.message).join(" ")}`;
      await holdSchedule(db, draft, reason);
    }
  }
  return publishDueSchedules(db, highestFileNumber(), londonDateOf(new Date()), ready);
}
