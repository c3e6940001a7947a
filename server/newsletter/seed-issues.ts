import { type IssueFields, newsletterFolder, seedIssuesIn } from "../../app/content/newsletter.server";
import type { Database, Queryable, Row } from "../storage/db";

/**
 * The repository's issue-N.md files as the seed of her issues' rows (decision 071): the only code that reads them at
 * run time, once a start. An issue of the seed whose number has no row becomes one, published with its number and
 * date; a row the seed wrote that she never changed follows a newer seed; an issue she wrote herself under the same
 * number stays hers, and the seed's is noted as refused, for the log and Health.
 */

/** Serialises seeding across servers starting together on one PostgreSQL. */
const seedLock = 727_335;

const fieldsOf = ({ title, summary, description, body, publishDate }: IssueFields) =>
  JSON.stringify([title, summary, description, body, publishDate]);

/** The seed's issue `seed` as a new row, on the site, dated as its page is: its version 1 is what the page shows. */
async function insertSeed(tx: Queryable, seed: IssueFields) {
  const [row] = await tx.query(
    `insert into public.newsletter_drafts (number, publish_date, title, summary, description, body, status,
       published_at, published_revision, seed_revision, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'published', $2::date, 1, 1, $2::date, $2::date) returning id`,
    [seed.number, seed.publishDate, seed.title, seed.summary, seed.description, seed.body],
  );
  await insertVersion(tx, Number(row?.id), 1, seed);
}

async function insertVersion(tx: Queryable, id: number, revision: number, seed: IssueFields) {
  await tx.query(
    `insert into public.newsletter_draft_versions (draft_id, revision, title, summary, description, body)
     values ($1, $2, $3, $4, $5, $6)`,
    [id, revision, seed.title, seed.summary, seed.description, seed.body],
  );
}

/** A row the seed wrote and she never changed, given the newer seed's words as its next revision. */
async function followSeed(tx: Queryable, row: Row, seed: IssueFields) {
  const revision = Number(row.revision) + 1;
  await tx.query(
    `update public.newsletter_drafts set title = $3, summary = $4, description = $5, body = $6, publish_date = $7,
       revision = $2, published_revision = $2, seed_revision = $2, updated_at = now()
     where id = $1`,
    [row.id, revision, seed.title, seed.summary, seed.description, seed.body, seed.publishDate],
  );
  await insertVersion(tx, Number(row.id), revision, seed);
}

/**
 * A file she opened with Edit before issues were rows, never published: the seed's words become its version 0, which
 * the page shows, and her draft stays her latest.
 */
async function showSeedUnderDraft(tx: Queryable, row: Row, seed: IssueFields) {
  await insertVersion(tx, Number(row.id), 0, seed);
  await tx.query(
    `update public.newsletter_drafts set published_revision = 0, published_at = coalesce(published_at, publish_date),
       status = case when status = 'draft' then 'published' else status end
     where id = $1`,
    [row.id],
  );
}

/** Gives the data folder the repository's issues (at every start); returns a line for each it wrote or refused. */
export async function seedIssues(db: Database, folder: string = newsletterFolder): Promise<string[]> {
  const seeds = seedIssuesIn(folder);
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [seedLock]);
    const rows = await tx.query(
      `select id, number, revision, seed_revision, published_revision, title, summary, description, body,
         to_char(publish_date, 'YYYY-MM-DD') as publish_date
       from public.newsletter_drafts where number = any($1::int[])`,
      [seeds.map((seed) => seed.number)],
    );
    const byNumber = new Map(rows.map((row) => [Number(row.number), row]));
    const lines: string[] = [];
    await tx.query("delete from public.newsletter_seed_refusals");
    for (const seed of seeds) {
      const row = byNumber.get(seed.number);
      if (!row) {
        await insertSeed(tx, seed);
        lines.push(`Issue ${seed.number} started from the repository's seed.`);
      } else if (row.seed_revision === null) {
        await tx.query("insert into public.newsletter_seed_refusals (number, title) values ($1, $2)", [seed.number, seed.title]);
        lines.push(
          `Issue ${seed.number} of the repository ("${seed.title}") was not added: she has published an issue ${seed.number} of her own, which stays.`,
        );
      } else if (row.published_revision === null) {
        await showSeedUnderDraft(tx, row, seed);
      } else if (
        row.revision === row.seed_revision &&
        row.published_revision === row.seed_revision &&
        fieldsOf({ ...(row as unknown as IssueFields), publishDate: String(row.publish_date) }) !== fieldsOf(seed)
      ) {
        await followSeed(tx, row, seed);
        lines.push(`Issue ${seed.number} follows the repository's newer seed (she had not changed it).`);
      }
    }
    return lines;
  });
}

/** The seed's issues not added because she had published the same number, each as Health and the Newsletter screen list it. */
export async function refusedSeedIssues(db: Queryable): Promise<{ file: string; reason: string }[]> {
  const rows = await db.query("select number, title from public.newsletter_seed_refusals order by number");
  return rows.map((row) => ({
    file: `issue-${row.number}.md`,
    reason: `the repository's issue ${row.number} ("${String(row.title)}") was not added, because you had already published an issue ${row.number}, which stays as you wrote it. A developer can give the file the next free number.`,
  }));
}
