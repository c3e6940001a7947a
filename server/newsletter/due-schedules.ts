import type { Draft } from "../../app/lib/newsletter-drafts";
import { picturesIn } from "../pictures/image-variants";
import type { Database } from "../storage/db";
import { dueSchedules, holdSchedule, issueNumberFor, publishDueSchedules } from "./drafts-store";
import { londonDateOf } from "./issue-file";
import { publishingProblems } from "./publishing-problems";

/** What holds one draft back, in words; a check that fails outright holds that draft alone, never the others due. */
async function problemsOrFailure(db: Database, draft: Draft, publicOrigin: string): Promise<string[]> {
  try {
    const problems = await publishingProblems(db, draft, await issueNumberFor(db, draft.number), publicOrigin);
    return problems.map((problem) => problem.message);
  } catch (error) {
    return [`It could not be checked (${(error as Error).message}): please open it and save it again.`];
  }
}

/**
 * The schedules that have fallen due, checked again with the rules Publish checks (the issue may
 * have been changed since it was scheduled, Gmail's clip included): those that pass are published, the others go back to
 * being drafts with the reason beside them, and the site is never built with an issue it cannot show. As Publish does,
 * each locks the pictures it shows while it is published (a deletion at that moment waits, then is refused).
 */
export async function publishDueIssues(db: Database, publicOrigin: string) {
  const ready = [];
  for (const draft of await dueSchedules(db)) {
    const problems = await problemsOrFailure(db, draft, publicOrigin);
    if (problems.length === 0) ready.push({ ...draft, pictures: [...picturesIn(draft.body)] });
    else {
      const reason = `It was not published at its scheduled time: ${problems.join(" ")}`;
      await holdSchedule(db, draft, reason);
    }
  }
  return publishDueSchedules(db, londonDateOf(new Date()), ready);
}
