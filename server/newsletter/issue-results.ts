import type { SendProgress, SourceResults } from "../../app/admin/newsletter/types";
import { signUpsPerIssue } from "../analytics/report";
import { salesPerCampaign } from "../sales/report";
import type { Database } from "../storage/db";
import { sequenceCampaign } from "../subscriptions/welcome-sequence";
import { sequenceEmails } from "../subscriptions/welcome-sequence-store";

/** A source's own figures, before the bookings and sales credited to its campaign. */
type SourceRow = Omit<SourceResults, "bookings" | "sales" | "pence">;

/**
 * What brings clients: for each issue, the people it was sent to, the sign-ups on its page; for each e-mail of her
 * welcome sequence, the people who received it; and for both, the bookings and sales credited to a visit through
 * their links (`utm_campaign=issue-N`, `welcome-N`), all from what is already stored; no tracking pixel, no open
 * counting. The welcome e-mail sent on confirming (`welcome`) and each guide (`guide-…`) are sources of the same
 * shape, their rows handed in.
 */
export async function sourceResults(
  db: Database,
  issues: { number: number; title: string }[],
  progress: Map<number, SendProgress>,
  handedIn: { welcome?: SourceRow; guides?: SourceRow[] } = {},
): Promise<SourceResults[]> {
  const [signUps, sales, sequence] = await Promise.all([
    signUpsPerIssue(
      db,
      undefined,
      issues.map(({ number }) => number),
    ),
    salesPerCampaign(db),
    sequenceEmails(db),
  ]);
  const credited = (row: SourceRow): SourceResults => {
    const figures = sales.get(row.campaign);
    return { ...row, bookings: figures?.bookings ?? 0, sales: figures?.sales ?? 0, pence: figures?.pence ?? 0 };
  };
  return [
    ...issues.map(({ number, title }) =>
      credited({
        source: "issue",
        campaign: `issue-${number}`,
        name: `${number}. ${title}`,
        reached: progress.get(number)?.sent ?? 0,
        signUps: signUps.find((row) => row.issue === number)?.signUps ?? 0,
      }),
    ),
    ...(handedIn.welcome ? [credited(handedIn.welcome)] : []),
    ...sequence.map((email) =>
      credited({
        source: "sequence",
        campaign: sequenceCampaign(email.id),
        name: `Welcome e-mail, day ${email.delayDays}: ${email.subject}`,
        reached: email.received,
        signUps: 0,
      }),
    ),
    ...(handedIn.guides ?? []).map(credited),
  ];
}
