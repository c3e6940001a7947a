import { createHash } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import sharp from "sharp";
import { newsletterImagesPath } from "../../app/content/newsletter-images.server";
import { imageMaxBytes } from "../../app/lib/newsletter-drafts";
import { type AdminEnv, requireSession } from "../admin/sessions";
import type { Database } from "../storage/db";

const accepted = { jpeg: "jpg", png: "png", webp: "webp" } as const;
type AcceptedFormat = keyof typeof accepted;

const tooLarge = (c: Context) =>
  c.json({ code: "too-large", message: "That image is larger than 10 MB: please save a smaller copy and upload that." }, 413);
const notAnImage = (c: Context) =>
  c.json({ code: "unsupported-type", message: "That file is not a JPEG, PNG or WebP image, whatever its name says." }, 415);

/** The image re-encoded in its own format without its metadata (EXIF, with any location), turned upright. */
async function cleaned(bytes: Buffer) {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const format = metadata?.format as AcceptedFormat | undefined;
  if (!format || !(format in accepted)) return undefined;
  const { data, info } = await sharp(bytes).rotate().toFormat(format).toBuffer({ resolveWithObject: true });
  return { data, format, width: info.width, height: info.height };
}

/** POST /admin/api/newsletter/images: one image from the editor (multipart `file`), kept in the database. */
export function createImagesApi(db: Database, secure: boolean) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  api.post("/", bodyLimit({ maxSize: imageMaxBytes + 64 * 1024, onError: tooLarge }), async (c) => {
    const form = await c.req.formData().catch(() => undefined);
    const file = form?.get("file");
    if (!(file instanceof File)) return c.json({ code: "no-file", message: "Please choose an image to upload." }, 400);
    if (file.size > imageMaxBytes) return tooLarge(c);
    const image = await cleaned(Buffer.from(await file.arrayBuffer()));
    if (!image) return notAnImage(c);
    const name = `${createHash("sha256").update(image.data).digest("hex").slice(0, 32)}.${accepted[image.format]}`;
    await db.query(
      `insert into public.newsletter_images (name, content_type, bytes, width, height) values ($1, $2, $3, $4, $5)
       on conflict (name) do nothing`,
      [name, `image/${image.format}`, image.data, image.width, image.height],
    );
    return c.json({ src: `${newsletterImagesPath}/${name}` }, 201);
  });
  // The editor's preview shows a picture before it is published, when the site does not have it yet.
  api.get("/:name{[0-9a-f]{32}\\.(?:jpg|png|webp)}", async (c) => {
    const [row] = await db.query("select content_type, bytes from public.newsletter_images where name = $1", [
      c.req.param("name"),
    ]);
    if (!row) return c.json({ code: "not-found", message: "There is no such image." }, 404);
    c.header("Content-Type", String(row.content_type));
    return c.body(new Uint8Array(row.bytes as Uint8Array));
  });
  return api;
}
