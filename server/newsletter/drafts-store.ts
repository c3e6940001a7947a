import type { IssueOrigin } from "../../app/admin/newsletter/types";
import type { Draft, DraftFields, DraftVersion, PublishMode } from "../../app/lib/newsletter-drafts";
import { keptVersions } from "../../app/lib/newsletter-drafts";
import { wordChange } from "../../app/lib/word-changes";
import type { Database, Queryable, Row } from "../storage/db";

const draftColumns = `id, revision, status, number, title, summary, description, body, scheduled_for, scheduled_mode,
  published_at, updated_at, to_char(publish_date, 'YYYY-MM-DD') as publish_date, email_pending, held_reason`;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** A published issue as the regeneration renders it: its words, number, the date its page shows and where its words came from. */
export interface PublishedIssue extends DraftFields {
  id: number;
  number: number;
  publishDate: string;
  /** "files": the repository's seed, as it wrote it (decision 071); "edited-here" once she published her own words over it. */
  origin: IssueOrigin;
}

function toDraft(row: Row): Draft {
  const number = row.number === null ? null : Number(row.number);
  return {
    id: Number(row.id),
    revision: Number(row.revision),
    status: row.status as Draft["status"],
    number,
    slug: number === null ? null : `issue-${number}`,
    title: String(row.title),
    summary: String(row.summary),
    description: String(row.description),
    body: String(row.body),
    scheduledFor: iso(row.scheduled_for),
    scheduledMode: (row.scheduled_mode as PublishMode | null) ?? null,
    publishedAt: iso(row.published_at),
    publishDate: row.publish_date === null ? null : String(row.publish_date),
    updatedAt: iso(row.updated_at) ?? "",
    heldReason: row.held_reason === null || row.held_reason === undefined ? null : String(row.held_reason),
  };
}

export async function listDrafts(db: Database): Promise<Draft[]> {
  const rows = await db.query(`select ${draftColumns} from public.newsletter_drafts order by updated_at desc, id desc`);
  return rows.map(toDraft);
}

export async function findDraft(db: Database, id: number): Promise<Draft | undefined> {
  const [row] = await db.query(`select ${draftColumns} from public.newsletter_drafts where id = $1`, [id]);
  return row ? toDraft(row) : undefined;
}

/** Keeps `keptVersions` versions of the draft: the one just saved and those before it. */
async function keepVersion(db: Database, draft: Draft) {
  await db.query(
    `insert into public.newsletter_draft_versions (draft_id, revision, title, summary, description, body)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [draft.id, draft.revision, draft.title, draft.summary, draft.description, draft.body],
  );
  // The version the public page shows stays whatever the count, so a republish always has the words that went live.
  await db.query(
    `delete from public.newsletter_draft_versions v using public.newsletter_drafts d
     where v.draft_id = $1 and d.id = v.draft_id and v.revision <= $2 and v.revision is distinct from d.published_revision`,
    [draft.id, draft.revision - keptVersions],
  );
}

export async function createDraft(db: Database, fields: DraftFields): Promise<Draft> {
  const [row] = await db.query(
    `insert into public.newsletter_drafts (title, summary, description, body) values ($1, $2, $3, $4) returning ${draftColumns}`,
    [fields.title, fields.summary, fields.description, fields.body],
  );
  const draft = toDraft(row as Row);
  await keepVersion(db, draft);
  return draft;
}

/**
 * Throws away a draft never published nor scheduled, with its versions. False when there is no such draft, or it is on
 * the website or scheduled.
 */
export async function discardDraft(db: Database, id: number): Promise<boolean> {
  const rows = await db.query(
    "delete from public.newsletter_drafts where id = $1 and status = 'draft' and published_revision is null returning id",
    [id],
  );
  return rows.length > 0;
}

/**
 * Saves the fields over revision `baseRevision`: the update only matches while that is still the
 * latest, so of two tabs saving from the same revision the second gets `conflict` and its words
 * are not written over the first's.
 */
export async function saveDraft(
  db: Database,
  id: number,
  fields: DraftFields,
  baseRevision: number,
): Promise<{ saved: Draft } | { conflict: Draft } | undefined> {
  const [row] = await db.query(
    `update public.newsletter_drafts set title = $3, summary = $4, description = $5, body = $6,
       revision = revision + 1, updated_at = now()
     where id = $1 and revision = $2 returning ${draftColumns}`,
    [id, baseRevision, fields.title, fields.summary, fields.description, fields.body],
  );
  if (row) {
    const saved = toDraft(row);
    await keepVersion(db, saved);
    return { saved };
  }
  const latest = await findDraft(db, id);
  return latest && { conflict: latest };
}

export async function listVersions(db: Database, id: number): Promise<DraftVersion[]> {
  const rows = await db.query(
    "select revision, saved_at, title, body from public.newsletter_draft_versions where draft_id = $1 order by revision desc",
    [id],
  );
  return rows.map((row, index) => {
    const before = rows[index + 1]?.body ?? (Number(row.revision) === 1 ? "" : null);
    return {
      revision: Number(row.revision),
      savedAt: iso(row.saved_at) ?? "",
      title: String(row.title),
      change: before === null ? null : wordChange(String(before), String(row.body)),
    };
  });
}

export async function findVersion(db: Database, id: number, revision: number) {
  const [row] = await db.query(
    `select revision, saved_at, title, summary, description, body from public.newsletter_draft_versions
     where draft_id = $1 and revision = $2`,
    [id, revision],
  );
  if (!row) return undefined;
  const { title, summary, description, body } = row as Record<keyof DraftFields, string>;
  return { revision: Number(row.revision), savedAt: iso(row.saved_at) ?? "", title, summary, description, body };
}

/** Every issue on the site, by number, in the words of its published version: the seed's and hers (decision 071). */
export async function publishedIssues(db: Queryable): Promise<PublishedIssue[]> {
  const rows = await db.query(
    `select d.id, d.number, v.title, v.summary, v.description, v.body, to_char(d.publish_date, 'YYYY-MM-DD') as publish_date,
       case when d.seed_revision is null then 'written-here'
            when d.published_revision = d.seed_revision then 'files' else 'edited-here' end as origin
     from public.newsletter_drafts d
     join public.newsletter_draft_versions v on v.draft_id = d.id and v.revision = d.published_revision
     where d.published_revision is not null order by d.number`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    number: Number(row.number),
    publishDate: String(row.publish_date),
    title: String(row.title),
    summary: String(row.summary),
    description: String(row.description),
    body: String(row.body),
    origin: row.origin as IssueOrigin,
  }));
}

/** Which saved version of issue `number` is on the site now ("draft.revision"), or undefined when the back office has not published it. */
export async function publishedVersionOf(db: Database, number: number): Promise<string | undefined> {
  const [row] = await db.query(
    "select id, published_revision from public.newsletter_drafts where number = $1 and status = 'published'",
    [number],
  );
  return row ? `${row.id}.${row.published_revision}` : undefined;
}

/**
 * The number an issue has (`number`), or would be given if published now: the next after every issue's row, the seed's
 * included (decision 071). What Publish, a schedule's check and a preview number an issue by, as publishing gives it.
 */
export async function issueNumberFor(db: Queryable, number: number | null): Promise<number> {
  if (number !== null) return number;
  const [row] = await db.query("select coalesce(max(number), 0)::int as highest from public.newsletter_drafts");
  return Number(row?.highest ?? 0) + 1;
}

/**
 * Publishing in one statement, so that of two servers only one publishes a draft: the first
 * publishing gives the next number after every number given before it, the seed's included
 * (decisions 025 and 071), the London date and, for "web-and-email", the e-mail still to send; every
 * publishing shows the latest saved version.
 */
function publishStatement(where: string) {
  return `update public.newsletter_drafts set
      number = coalesce(number, (select coalesce(max(number), 0) from public.newsletter_drafts) + 1),
      publish_date = coalesce(publish_date, $1::date),
      email_pending = email_pending or (published_at is null and coalesce($2, scheduled_mode) = 'web-and-email'),
      status = 'published', published_at = coalesce(published_at, now()), published_revision = revision,
      scheduled_for = null, scheduled_mode = null, held_reason = null, updated_at = now()
    where ${where} returning ${draftColumns}`;
}

const uniqueViolation = (error: unknown) => (error as { code?: string }).code === "23505";

/** Runs a publishing statement, again when another publishing took the same number at the same moment. */
async function publishing(db: Database, sql: string, params: unknown[]): Promise<Row[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.query(sql, params);
    } catch (error) {
      if (!uniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

/**
 * A publishing statement for the drafts `where` picks, provided each uploaded picture it shows (`$pictures`) is still
 * there: they are locked while it runs, and a picture's deletion locks its picture too and checks the published issues
 * after, so of the two only one goes through (issue 50 #6, decision 052). Publish and a schedule coming due alike.
 */
function publishShowing(where: string, pictures: string) {
  return `with shown as (select name from public.newsletter_images where name = any(${pictures}::text[]) for share)
    ${publishStatement(`${where} and (select count(*) from shown) = cardinality(${pictures}::text[])`)}`;
}

export async function publishDraftNow(
  db: Database,
  id: number,
  mode: PublishMode,
  today: string,
  /** The uploaded pictures its article shows: undefined is returned, and nothing published, when one is gone. */
  pictures: string[] = [],
): Promise<Draft | undefined> {
  const [row] = await publishing(db, publishShowing("id = $3", "$4"), [today, mode, id, pictures]);
  return row && toDraft(row);
}

/** The schedules that have fallen due, with their latest words, to be checked before they are published. */
export async function dueSchedules(db: Database): Promise<Draft[]> {
  const rows = await db.query(
    `select ${draftColumns} from public.newsletter_drafts where status = 'scheduled' and scheduled_for <= now() order by id`,
  );
  return rows.map(toDraft);
}

/**
 * Publishes the schedules of `checked` (each draft at the revision that was checked) that have
 * fallen due; each is claimed by the one server whose update matched it. A draft saved again
 * since it was checked, or one of whose `pictures` was deleted since, waits for the next check.
 */
export async function publishDueSchedules(
  db: Database,
  today: string,
  checked: (Pick<Draft, "id" | "revision"> & { pictures: string[] })[],
): Promise<Draft[]> {
  const published: Draft[] = [];
  const due = publishShowing("id = $3 and revision = $4 and status = 'scheduled' and scheduled_for <= now()", "$5");
  for (const draft of checked) {
    const [row] = await publishing(db, due, [today, null, draft.id, draft.revision, draft.pictures]);
    if (row) published.push(toDraft(row));
  }
  return published;
}

/** A due schedule the issue no longer fits: the issue is a draft again, with the reason the editor shows. */
export async function holdSchedule(db: Database, draft: Pick<Draft, "id" | "revision">, reason: string): Promise<void> {
  await db.query(
    `update public.newsletter_drafts set status = 'draft', scheduled_for = null, scheduled_mode = null, held_reason = $3,
       updated_at = now()
     where id = $1 and revision = $2 and status = 'scheduled'`,
    [draft.id, draft.revision, reason],
  );
}

/** Schedules an issue not yet published; undefined when it is published or does not exist. */
export async function scheduleDraft(db: Database, id: number, at: Date, mode: PublishMode): Promise<Draft | undefined> {
  const [row] = await db.query(
    `update public.newsletter_drafts set status = 'scheduled', scheduled_for = $2, scheduled_mode = $3, held_reason = null,
       updated_at = now()
     where id = $1 and status <> 'published' returning ${draftColumns}`,
    [id, at.toISOString(), mode],
  );
  return row && toDraft(row);
}

export async function cancelSchedule(db: Database, id: number): Promise<Draft | undefined> {
  const [row] = await db.query(
    `update public.newsletter_drafts set status = 'draft', scheduled_for = null, scheduled_mode = null, updated_at = now()
     where id = $1 and status = 'scheduled' returning ${draftColumns}`,
    [id],
  );
  return row && toDraft(row);
}

/**
 * The issues of `liveIssues` (those the build just put live on this server holds) whose e-mail is due, each claimed
 * by one server only. Another server's build that does not hold an issue yet leaves its e-mail waiting.
 */
export async function claimPendingEmails(db: Database, liveIssues: number[]): Promise<number[]> {
  const rows = await db.query(
    `update public.newsletter_drafts set email_pending = false
     where email_pending and status = 'published' and number = any($1::int[]) returning number`,
    [liveIssues],
  );
  return rows.map((row) => Number(row.number));
}
