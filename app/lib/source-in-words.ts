/** The campaign the newsletter's own links carry (server/newsletter/edition.ts): `utm_campaign=issue-12`. */
const issueCampaign = /^issue-(\d{1,9})$/;

/**
 * A visit's source and campaign as the coach would write them: "Newsletter, issue 11" for a link in issue 11
 * (`utm_source=newsletter&utm_campaign=issue-11`), "Newsletter" for one with no campaign, "LinkedIn (november-post)"
 * for any other campaign, "Google" for none. The one wording of every screen and of the Monday summary.
 */
export function sourceInWords(
  { source, campaign }: { source: string; campaign: string },
  /** What her own campaigns are called, by campaign: a welcome sequence e-mail's day and subject. */
  named: ReadonlyMap<string, string> = new Map(),
): string {
  if (source.toLowerCase() === "newsletter") {
    const name = named.get(campaign);
    if (name) return `Newsletter, ${name}`;
    const issue = issueCampaign.exec(campaign)?.[1];
    if (issue) return `Newsletter, issue ${Number(issue)}`;
    return campaign ? `Newsletter (${campaign})` : "Newsletter";
  }
  return campaign ? `${source} (${campaign})` : source;
}

/**
 * Why an issue's sign-ups and its source's new subscribers differ, said wherever either is shown: the first counts
 * by the page whose form was used, the second by the visit's source (decision 026), whichever form it was.
 */
export const issueSignUpsCountedBy =
  "Sign-ups from an issue are counted by the form's page: the form at the end of that issue. The new subscribers of " +
  "“Newsletter, issue 12” under Top sources on Visits are counted by where their visit came from instead: readers who " +
  "followed one of issue 12's links and then signed up with any form on the site.";
