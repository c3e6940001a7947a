import { withCoachName } from "../../app/content/newsletter.server";
import type { Site } from "../../app/content/site";
import { type DraftFields, emailClipProblems, type Problem } from "../../app/lib/newsletter-drafts";
import { missingPictures } from "../pictures/image-variants";
import type { Database } from "../storage/db";
import { type EditionPictures, renderEditionOf } from "./edition";
import { draftProblems } from "./issue-file";
import { issueCloseOf, siteContentOf } from "./site-content";

/** Draft `fields` as the edition numbered `number` is made from: her name filled in as the site says it now. */
export function draftSource(site: Site, fields: DraftFields, number: number) {
  return { ...fields, number, path: `/newsletter/issue-${number}`, markdown: withCoachName(fields.body, site.coach) };
}

/** Draft `fields` as an e-mail numbered `number`, her details from the database. */
export async function draftEditionOf(
  db: Database,
  fields: DraftFields,
  number: number,
  publicOrigin: string,
  pictures?: EditionPictures,
) {
  const content = await siteContentOf(db);
  const { site } = content;
  return renderEditionOf(draftSource(site, fields, number), site, issueCloseOf(content), publicOrigin, pictures);
}

/**
 * What holds publishing back, whether she presses Publish or a schedule falls due: what the site's rules would
 * refuse, a picture it shows that is not among her uploads, and Gmail's clip of the e-mail issue `number` would be (its `edition` when already rendered).
 */
export async function publishingProblems(
  db: Database,
  fields: DraftFields,
  number: number,
  publicOrigin: string,
  edition?: { html: string },
): Promise<Problem[]> {
  const missing = (await missingPictures(db, fields.body)).map((name) => ({
    field: "body" as const,
    message: `The picture ${name} is not among your pictures any more (it was deleted, or never uploaded): upload it again, or take it out of the article.`,
  }));
  const problems = [...draftProblems(fields, publicOrigin), ...missing];
  // An article the site's rules refuse is not rendered (it may not render at all): its problems are said first.
  if (!edition && problems.some((problem) => problem.field === "body")) return problems;
  const { html } = edition ?? (await draftEditionOf(db, fields, number, publicOrigin));
  return [...problems, ...emailClipProblems(Buffer.byteLength(html))];
}
