import type { Database, Queryable, Row } from "../storage/db";

/**
 * A picture's files in the database, written and read in parts (decision 059). The embedded database runs on the
 * server's main thread: one statement carrying a 5 MB photograph held it 130–350 ms of CPU, and /healthz (a query
 * too) waited behind it. A part of at most 256 KB takes a few milliseconds, and the event loop is given back
 * between parts, so a visitor's request or /healthz goes between them.
 *
 * A file's parts are written before anything names them: a picture (or one rendered file) becomes visible only when
 * its row is inserted, in one short statement after its last part. A write cut short leaves parts no row names,
 * which no read ever reaches and `removeUnfinishedParts` removes at the next start. A row uploaded before
 * migration 220 keeps its bytes in itself, and is read as it was.
 */

/** The most bytes one statement writes or reads. */
export const partBytes = 256 * 1024;

/** Lets the event loop answer what came in (a page, /healthz) before the next statement. */
const givenBack = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Writes file `fileName` of picture `imageName` as parts, one short statement each, named by no row yet. A file's
 * name says what it holds (the hash of the upload, or that and the settings it was rendered with): a part written
 * twice, by two renders at once or by one cut short before, holds the same bytes; any beyond its last are removed.
 */
export async function writeParts(db: Queryable, imageName: string, fileName: string, bytes: Uint8Array): Promise<void> {
  const count = Math.max(1, Math.ceil(bytes.length / partBytes));
  for (let part = 0; part < count; part++) {
    await givenBack();
    const slice = Buffer.from(
      bytes.buffer,
      bytes.byteOffset + part * partBytes,
      Math.min(partBytes, bytes.length - part * partBytes),
    );
    await db.query(
      `insert into public.newsletter_image_parts (image_name, file_name, part, bytes) values ($1, $2, $3, decode($4, 'hex'))
       on conflict (file_name, part) do update set bytes = excluded.bytes, written_at = now()`,
      [imageName, fileName, part, slice.toString("hex")],
    );
  }
  await db.query("delete from public.newsletter_image_parts where file_name = $1 and part >= $2", [fileName, count]);
}

/**
 * Whether every file of `files` (name and byte length) has all its parts written: checked in the statement that makes
 * them visible, so a file whose parts were removed meanwhile (another server's start cleaning up) never is.
 */
export async function partsComplete(tx: Queryable, files: { fileName: string; length: number }[]): Promise<boolean> {
  const rows = await tx.query(
    `select file_name, count(*)::int as parts, sum(length(bytes))::bigint as length
       from public.newsletter_image_parts where file_name = any($1::text[]) group by file_name`,
    [files.map((file) => file.fileName)],
  );
  const written = new Map(rows.map((row) => [String(row.file_name), row]));
  return files.every((file) => {
    const row = written.get(file.fileName);
    return Number(row?.length) === file.length && Number(row?.parts) === Math.max(1, Math.ceil(file.length / partBytes));
  });
}

/**
 * The bytes of a file whose row was read with `encode(bytes, 'hex') as hex` and its `file_name`: its own, or its parts,
 * one statement each; undefined when they are not all there. A picture deleted while its parts are read loses them
 * all at once (its row and parts go in one transaction): the parts read are then counted and weighed against those
 * still there, so a read cut short is never answered as the whole file (issue 56 #12).
 */
export async function bytesOfFile(db: Queryable, row: Row): Promise<Buffer | undefined> {
  if (row.hex !== null && row.hex !== undefined) return Buffer.from(String(row.hex), "hex");
  const fileName = String(row.file_name);
  const parts: Buffer[] = [];
  for (let part = 0; ; part++) {
    if (part > 0) await givenBack();
    const [read] = await db.query(
      "select encode(bytes, 'hex') as hex from public.newsletter_image_parts where file_name = $1 and part = $2",
      [fileName, part],
    );
    if (!read) break;
    parts.push(Buffer.from(String(read.hex), "hex"));
  }
  const bytes = Buffer.concat(parts);
  const whole = parts.length > 0 && (await partsComplete(db, [{ fileName, length: bytes.length }]));
  return whole ? bytes : undefined;
}

/**
 * Removes the parts no picture, rendered file or resource PDF (decision 070) names: the leftovers of a write cut short (the server stopped, the
 * upload failed). On the embedded database at start, every one (no other server writes to it); on PostgreSQL, where
 * another server may be writing a picture now, those written over an hour ago.
 */
export async function removeUnfinishedParts(db: Database): Promise<number> {
  const rows = await db.query(
    `delete from public.newsletter_image_parts p
      where not exists (select 1 from public.newsletter_images i where i.name = p.file_name)
        and not exists (select 1 from public.newsletter_image_variants v where v.file_name = p.file_name)
        and not exists (select 1 from public.resource_files r where r.file_name = p.file_name)
        and ($1 or p.written_at < now() - interval '1 hour')
      returning 1`,
    [db.kind === "pglite"],
  );
  return rows.length;
}
