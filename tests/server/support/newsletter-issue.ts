import { seedIssuesIn } from "../../../app/content/newsletter.server";
import type { Draft, DraftFields } from "../../../app/lib/newsletter-drafts";
import { findDraft, type PublishedIssue } from "../../../server/newsletter/drafts-store";
import type { Database, Queryable } from "../../../server/storage/db";

/** An issue the site's rules accept: 700 words and the closing link. */
export const readyIssue: DraftFields = {
  title: "Twelve: The Interview After the Interview",
  summary: "What to do in the week after a final interview.",
  description: "The week after a final interview decides more than you think. Here is how to use it, step by step.",
  body: `${"Every senior move has a quiet week in it. ".repeat(88)}\n\n[Book Your Strategy Session](/contact)`,
};

/** The row of issue `number`, as "Edit" opens it: the seed's issues 1–11 are rows like hers (decision 071). */
export async function issueRow(db: Queryable, number: number): Promise<Draft> {
  const [row] = await db.query("select id from public.newsletter_drafts where number = $1", [number]);
  const draft = row && (await findDraft(db as Database, Number(row.id)));
  if (!draft) throw new Error(`There is no row of issue ${number}`);
  return draft;
}

/** The repository's issues as the rows a fresh data folder holds (decision 071), for a value built without a database. */
export const seedIssueRows = (): PublishedIssue[] =>
  seedIssuesIn().map((fields, index) => ({ ...fields, id: index + 1, origin: "files" }));
