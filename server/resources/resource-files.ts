import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { FileSignature } from "../http/uploaded-file";
import { partsComplete, writeParts } from "../pictures/picture-files";
import { namesInContentAndHistory } from "../settings/site-content-store";
import type { Database, Queryable } from "../storage/db";

/**
 * The PDFs she offers as free resources (decision 070), kept as pictures are (decision 059): written in parts, made
 * visible by one short statement, read part by part, in the database and so in its backups. A file is named by its
 * content, so uploading the same PDF twice keeps it once and its path never changes; one that neither her content nor
 * its history names any more is erased (decision 079). The only code that reads or writes `resource_files`.
 */

/** The largest PDF she may upload. */
export const resourceFileMaxBytes = 20 * 1024 * 1024;

/** Every PDF starts with `%PDF-`, whatever its name says. */
export const pdfSignature: FileSignature = {
  length: 5,
  matches: (head) => head.toString("latin1", 0, 5) === "%PDF-",
};

/** A kept PDF's path anywhere in a text, its name the one group (a PostgreSQL regular expression). */
export const resourceFileNames = "/resources/files/([a-f0-9]{32})\\.pdf";

const partsNameOf = (name: string) => `resource-${name}`;

/** Keeps `bytes` (a PDF, already checked) and returns its name. */
export async function storeResourceFile(db: Database, bytes: Uint8Array, email: string): Promise<string> {
  const name = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const fileName = partsNameOf(name);
  const [kept] = await db.query("select 1 from public.resource_files where name = $1", [name]);
  if (kept) return name;
  await writeParts(db, fileName, fileName, bytes);
  await db.transaction(async (tx) => {
    if (!(await partsComplete(tx, [{ fileName, length: bytes.length }])))
      throw new Error(`The parts of ${fileName} were removed while it was written.`);
    await tx.query(
      `insert into public.resource_files (name, file_name, length, uploaded_by) values ($1, $2, $3, $4)
       on conflict (name) do nothing`,
      [name, fileName, bytes.length, email],
    );
  });
  return name;
}

/** A kept PDF's length and a reader of its parts, one statement each; undefined for a name that is not kept. */
export async function resourceFileOf(
  db: Queryable,
  name: string,
): Promise<{ length: number; parts: () => AsyncGenerator<Buffer> } | undefined> {
  const [row] = await db.query("select file_name, length from public.resource_files where name = $1", [name]);
  if (!row) return undefined;
  const fileName = String(row.file_name);
  return {
    length: Number(row.length),
    async *parts() {
      for (let part = 0; ; part++) {
        const [read] = await db.query(
          "select encode(bytes, 'hex') as hex from public.newsletter_image_parts where file_name = $1 and part = $2",
          [fileName, part],
        );
        if (!read) return;
        yield Buffer.from(String(read.hex), "hex");
      }
    },
  };
}

/** How long a PDF she uploaded and has not saved yet is spared by the erasure after a trim of her history. */
const unsavedUploadSparedMs = 24 * 60 * 60 * 1000;

/**
 * Erases every kept PDF that neither her content nor the changes her history keeps name (decisions 079, 099), rows and
 * parts together, in transaction `tx`. After a save or undo of her library, every such file; after a trim of her
 * history at `trimmedAt` (a save of another page, the nightly run), only those uploaded over a day before, so that a PDF
 * she has just chosen and not saved yet is still there when she saves. Returns how many it erased.
 */
export async function eraseUnnamedResourceFiles(tx: Queryable, trimmedAt?: Date): Promise<number> {
  const uploadedBefore = trimmedAt && new Date(trimmedAt.getTime() - unsavedUploadSparedMs);
  const named = await namesInContentAndHistory(tx, resourceFileNames);
  const erased = await tx.query(
    `delete from public.resource_files
      where not (name = any($1::text[])) and ($2::timestamptz is null or uploaded_at < $2::timestamptz)
      returning file_name`,
    [named, uploadedBefore?.toISOString() ?? null],
  );
  if (erased.length > 0)
    await tx.query("delete from public.newsletter_image_parts where file_name = any($1::text[])", [
      erased.map((row) => String(row.file_name)),
    ]);
  return erased.length;
}

/**
 * `GET /resources/files/<name>.pdf`: a PDF she offers, as application/pdf with its length, read part by part as it is
 * sent; undefined (for the site's 404 page) for a name not kept. Named by its content, so a browser may keep it.
 */
export function createResourceFiles(db: Queryable) {
  return async (c: Context): Promise<Response | undefined> => {
    const name = /^([a-f0-9]{32})\.pdf$/.exec(c.req.param("file") ?? "")?.[1];
    const file = name ? await resourceFileOf(db, name) : undefined;
    if (!file) return undefined;
    const headers = {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    };
    if (c.req.method === "HEAD") return new Response(null, { headers });
    const parts = file.parts();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await parts.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value));
      },
    });
    return new Response(body, { headers });
  };
}
