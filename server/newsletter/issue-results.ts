import type { IssueResults, SendProgress } from "../../app/admin/newsletter/types";
import { signUpsPerIssue } from "../analytics/report";
import { salesPerIssue } from "../sales/report";
import type { Database } from "../storage/db";

/**
 * Which issues bring clients: for each issue, the people it was sent to, the sign-ups on its page, and the
 * bookings and sales credited to a visit through its links (`utm_campaign=issue-N`), all from what is already
 * stored; no tracking pixel, no open counting.
 */
export async function issueResults(
  db: Database,
  issues: { number: number; title: string }[],
  progress: Map<number, SendProgress>,
): Promise<IssueResults[]> {
  const [signUps, sales] = await Promise.all([
    signUpsPerIssue(
      db,
      undefined,
      issues.map(({ number }) => number),
    ),
    salesPerIssue(db),
  ]);
  return issues.map(({ number, title }) => {
    const credited = sales.get(number);
    return {
      issue: number,
      title,
      sent: progress.get(number)?.sent ?? 0,
      signUps: signUps.find((row) => row.issue === number)?.signUps ?? 0,
      bookings: credited?.bookings ?? 0,
      sales: credited?.sales ?? 0,
      pence: credited?.pence ?? 0,
    };
  });
}
