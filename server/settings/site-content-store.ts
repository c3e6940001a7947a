import {
  type EditableContent,
  type EditableKind,
  editableKinds,
  editableSchemas,
  isEditableKind,
  seedContent,
} from "../../app/content/editable";
import { resourceSchema } from "../../app/content/resources";
import { resourcesPageSchema } from "../../app/content/resources-page";
import { type Session, type Sessions, sessionSettingsBefore, sessionsSeed } from "../../app/content/sessions";
import type { Database, Queryable, Row } from "../storage/db";
import type { UndoOutcome } from "./store";

/**
 * Her content as rows (decision 061): one document a kind, the seed's until she saves her own, every change she makes
 * kept with who and when so that one can be undone. The only code that reads or writes `site_content`.
 */

/** Serialises saves, undos and trims of her content, across servers on one PostgreSQL. */
const contentLock = 727_334;

/**
 * How far back her history of each kind reaches (decision 099): a change is kept while it is from the last `days` and
 * among the last `changes` of its kind, so that a file she removed is erased in the end with the changes that named it.
 */
export const contentHistoryKept = { days: 90, changes: 50 } as const;

/**
 * The changes `contentHistoryKept` keeps as of `$1` (a timestamp), as a condition on a row `c` of `site_content_changes`:
 * what the history lists and Undo reaches, and what a trim leaves.
 */
const keptAsOf = `c.changed_at > $1::timestamptz - make_interval(days => ${contentHistoryKept.days})
  and (select count(*) from public.site_content_changes n
        where n.kind = c.kind and (n.changed_at, n.id) > (c.changed_at, c.id)) < ${contentHistoryKept.changes}`;

/** Drops every change of her history `contentHistoryKept` no longer keeps as of `now`; returns how many. In a locked transaction. */
async function trimmedHistory(tx: Queryable, now: Date): Promise<number> {
  const dropped = await tx.query(`delete from public.site_content_changes c where not (${keptAsOf}) returning 1`, [
    now.toISOString(),
  ]);
  return dropped.length;
}

/** Trims her history as of `now` (the nightly retention run's), in transaction `tx`; returns how many changes it dropped. */
export async function trimContentHistory(tx: Queryable, now: Date): Promise<number> {
  await tx.query("select pg_advisory_xact_lock($1)", [contentLock]);
  return trimmedHistory(tx, now);
}

/** A stored document, read by its kind's schema: one that no longer fits (an older version's) gives way to the seed. */
function documentOf<K extends EditableKind>(kind: K, text: string): EditableContent[K] {
  const parsed = editableSchemas[kind].safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : seedContent[kind];
}

/** Her content now: each kind's row, or the seed where a kind has none yet. */
export async function savedContent(db: Queryable): Promise<EditableContent> {
  const rows = await db.query("select kind, document from public.site_content");
  const content = { ...seedContent };
  for (const row of rows) {
    const kind = String(row.kind);
    if (isEditableKind(kind)) Object.assign(content, { [kind]: documentOf(kind, String(row.document)) });
  }
  return content;
}

/** One kind of her content now, its row or the seed: for what needs one kind (a `/go/` click, a screen) rather than all. */
export async function savedKind<K extends EditableKind>(db: Queryable, kind: K): Promise<EditableContent[K]> {
  const [row] = await db.query("select document from public.site_content where kind = $1", [kind]);
  return row ? documentOf(kind, String(row.document)) : seedContent[kind];
}

/**
 * Every name `pattern` (a PostgreSQL regular expression with one group) finds in her content now or in any change of its
 * history: what a file she uploaded is kept for, so that an undo never brings back a path whose file was erased.
 */
export async function namesInContentAndHistory(db: Queryable, pattern: string): Promise<string[]> {
  const rows = await db.query(
    `select distinct found[1] as name from (
       select regexp_matches(document, $1, 'g') as found from public.site_content
       union all select regexp_matches(old_document || ' ' || new_document, $1, 'g') from public.site_content_changes
     ) named`,
    [pattern],
  );
  return rows.map((row) => String(row.name));
}

/** Her sessions now (decision 069): what `/go/`, the sales and the Monday summary name. */
export const savedSessions = (db: Queryable): Promise<Sessions> => savedKind(db, "sessions");

/**
 * The first row of `kind` for a data folder that has none: the seed, but for the resources of a folder from before
 * decision 070, whose download links, LinkedIn posts and newsletter platform she set in Your details: the seed with
 * those laid over it, so her library shows what it showed before (a value no longer valid keeps the seed's).
 */
async function firstDocument(tx: Queryable, kind: EditableKind): Promise<string> {
  if (kind !== "resources") return JSON.stringify(seedContent[kind]);
  const rows = await tx.query(
    `select key, value from public.site_settings
      where key like 'resourceDownloads.%' or key like 'resources.%' or key = 'links.newsletterPlatform'`,
  );
  const saved = new Map(rows.map((row) => [String(row.key), String(row.value)]));
  const seed = seedContent.resources;
  const library = seed.library.map((item) => {
    const laid = {
      ...item,
      download: saved.get(`resourceDownloads.${item.id}`) ?? item.download,
      linkedInUrl: saved.get(`resources.${item.id}.linkedInUrl`) ?? item.linkedInUrl,
      articleUrl: saved.get(`resources.${item.id}.articleUrl`) ?? item.articleUrl,
    };
    return resourceSchema.safeParse(laid).data ?? item;
  });
  const platform = saved.get("links.newsletterPlatform");
  const updates = { ...seed.page.updates, subscribeLink: platform ?? "" };
  const page = resourcesPageSchema.safeParse({ ...seed.page, updates }).data ?? seed.page;
  return JSON.stringify({ page, library });
}

/**
 * Gives a data folder the repository's seed (at every start): a kind with no row gets the seed's; a row the seed wrote
 * and she never changed follows a newer seed; a row she saved is kept. Returns a line per kind it wrote or kept apart.
 */
export async function seedSiteContent(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [contentLock]);
    const rows = await tx.query("select kind, document, updated_by from public.site_content");
    const byKind = new Map(rows.map((row) => [String(row.kind), row]));
    const lines: string[] = [];
    for (const kind of editableKinds) {
      const seed = JSON.stringify(seedContent[kind]);
      const row = byKind.get(kind);
      if (!row && kind === "sessions") lines.push(...(await moveSessionSettings(tx)));
      else if (!row) {
        const first = await firstDocument(tx, kind);
        const author = first === seed ? "seed" : "settings";
        await tx.query("insert into public.site_content (kind, document, updated_by) values ($1, $2, $3)", [kind, first, author]);
        lines.push(`Content "${kind}" started from the repository's seed.`);
      } else if (row.updated_by === "seed" && row.document !== seed) {
        await tx.query("update public.site_content set document = $2, updated_at = now() where kind = $1", [kind, seed]);
        lines.push(`Content "${kind}" follows the repository's newer seed (she had not changed it).`);
      }
    }
    return lines;
  });
}

/**
 * Her sessions' first row (decision 069): the seed with the prices and booking links she saved in Your details before
 * they were the sessions', which leave the settings in the same transaction, so each has one home. A row that took
 * a value of hers is hers (written by who saved it), so a newer seed never replaces it.
 */
async function moveSessionSettings(tx: Queryable): Promise<string[]> {
  const keys = Object.keys(sessionSettingsBefore);
  const rows = await tx.query("select key, value, updated_by from public.site_settings where key = any($1::text[])", [keys]);
  const sessions = structuredClone(sessionsSeed);
  for (const row of rows) {
    const { id, field } = sessionSettingsBefore[String(row.key)] as (typeof sessionSettingsBefore)[string];
    const session = sessions.find((each) => each.id === id) as Session;
    if (field === "priceGbp") session.priceGbp = Number(row.value);
    else session.bookingUrl = String(row.value);
  }
  const checked = editableSchemas.sessions.safeParse(sessions);
  const document = checked.success ? checked.data : sessionsSeed;
  const author = checked.success && rows.length > 0 ? String(rows[0]?.updated_by) : "seed";
  await tx.query("insert into public.site_content (kind, document, updated_by) values ('sessions', $1, $2)", [
    JSON.stringify(document),
    author,
  ]);
  if (rows.length === 0) return [`Content "sessions" started from the repository's seed.`];
  if (!checked.success)
    return [`Content "sessions" started from the repository's seed: the prices and links she saved break a session's rule.`];
  await tx.query("delete from public.site_settings where key = any($1::text[])", [keys]);
  return [`Content "sessions" started from the seed with the ${rows.length} prices and booking links she saved in Your details.`];
}

/** What a save or an undo records: who, and when (`at`, handed in so that a test moves it forward). */
interface Author {
  email: string;
  at: Date;
}

/**
 * Writes `next` as her `kind`, records the change from `held` and trims her history as of then (the change just written,
 * the newest, always kept), in the locked transaction `tx`.
 */
async function writeContent(tx: Queryable, kind: EditableKind, held: string, next: string, author: Author, undoes?: number) {
  await tx.query(
    `insert into public.site_content (kind, document, updated_by, updated_at) values ($1, $2, $3, $4)
     on conflict (kind) do update set document = excluded.document, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [kind, next, author.email, author.at.toISOString()],
  );
  await tx.query(
    `insert into public.site_content_changes (kind, old_document, new_document, changed_by, changed_at, undoes)
     values ($1, $2, $3, $4, $5, $6)`,
    [kind, held, next, author.email, author.at.toISOString(), undoes ?? null],
  );
  await trimmedHistory(tx, author.at);
}

/** Saves `document` as her `kind` (already checked); false when it is what the site shows already. */
export async function saveContent<K extends EditableKind>(
  db: Database,
  kind: K,
  document: EditableContent[K],
  email: string,
  at = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [contentLock]);
    const held = JSON.stringify((await savedContent(tx))[kind]);
    const next = JSON.stringify(document);
    if (held === next) return false;
    await writeContent(tx, kind, held, next, { email, at });
    return true;
  });
}

/** One change to her content, as the screen's history lists it (app/admin/site/types.ts). */
export interface ContentChange {
  id: number;
  changedBy: string;
  changedAt: string;
  undone: boolean;
  undoes: number | null;
}

const toChange = (row: Row): ContentChange => ({
  id: Number(row.id),
  changedBy: String(row.changed_by),
  changedAt: new Date(row.changed_at as string).toISOString(),
  undone: Boolean(row.undone),
  undoes: row.undoes === null ? null : Number(row.undoes),
});

/** The changes to `kind` her history keeps as of `now`, newest first, each saying whether it has been undone. */
export async function contentHistory(db: Queryable, kind: EditableKind, now = new Date()): Promise<ContentChange[]> {
  const rows = await db.query(
    `select c.id, c.changed_by, c.changed_at, c.undoes,
            exists (select 1 from public.site_content_changes u where u.undoes = c.id) as undone
     from public.site_content_changes c where c.kind = $2 and ${keptAsOf} order by c.changed_at desc, c.id desc`,
    [now.toISOString(), kind],
  );
  return rows.map(toChange);
}

/**
 * Puts `kind` back to what it was before change `id`, if it still holds what that change saved; a change her history no
 * longer keeps as of `at` is missing, trimmed or not yet.
 */
export async function undoContentChange(
  db: Database,
  kind: EditableKind,
  id: number,
  email: string,
  at = new Date(),
): Promise<UndoOutcome> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [contentLock]);
    const [change] = await tx.query(
      `select c.old_document, c.new_document,
              exists (select 1 from public.site_content_changes u where u.undoes = c.id) as undone
       from public.site_content_changes c where c.id = $2 and c.kind = $3 and ${keptAsOf}`,
      [at.toISOString(), id, kind],
    );
    if (!change) return "missing";
    if (change.undone) return "already-undone";
    const held = JSON.stringify((await savedContent(tx))[kind]);
    // Both read by today's schema: a change saved before a kind's shape grew (her resources' kinds, decision 097) is
    // still the one the page holds.
    if (held !== JSON.stringify(documentOf(kind, String(change.new_document)))) return "changed-since";
    await writeContent(tx, kind, held, JSON.stringify(documentOf(kind, String(change.old_document))), { email, at }, id);
    return "undone";
  });
}
