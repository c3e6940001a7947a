import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import sharp from "sharp";
import { newsletterImagesPath } from "../../app/content/newsletter-images.server";
import { imageMaxBytes, type PictureList, type UploadedPicture } from "../../app/lib/newsletter-drafts";
import { refuse } from "../http/refusal";
import { discardedBody, type FileSignature, uploadedFile } from "../http/uploaded-file";
import { type PublishedIssue, publishedIssues } from "../newsletter/drafts-store";
import {
  emailCopyOf,
  keepPicture,
  type PictureDeadline,
  PictureRefusal,
  pictureDeadline,
  pictureLimits,
  pictureRefusal,
  picturesIn,
  withinDeadline,
} from "../pictures/image-variants";
import { pictureQueue } from "../pictures/picture-queue";
import { namesInContentAndHistory } from "../settings/site-content-store";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";

const accepted = { jpeg: "jpg", png: "png", webp: "webp" } as const;
/** How a JPEG, a PNG and a WebP (`RIFF`, its length, `WEBP`) begin: any other file is refused from its first bytes. */
const pictureSignature: FileSignature = {
  length: 12,
  matches: (head) =>
    head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) ||
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
    (head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP"),
};
const namePattern = "{[0-9a-f]{32}\\.(?:jpg|png|webp)}";
type AcceptedFormat = keyof typeof accepted;

const tooLarge = (c: Context) =>
  refuse(c, 413, { message: "That image is larger than 10 MB: please save a smaller copy and upload that." });
const notAnImage = (c: Context) =>
  refuse(c, 415, { message: "That file is not a JPEG, PNG or WebP image, whatever its name says." });

/** Whether a picture of `format` carries more than its pixels: JPEG may (EXIF with its location, comments), PNG or WebP when its header says so. */
const carriesMore = (format: AcceptedFormat, metadata: sharp.Metadata) =>
  format === "jpeg" ||
  Boolean(metadata.exif || metadata.xmp || metadata.iptc || metadata.comments?.length || (metadata.orientation ?? 1) > 1);

/**
 * The most pixels a PNG or WebP with something to remove is kept at: re-encoding it whole holds it all in memory (a
 * 3,000 × 9,000 WebP, 27 megapixels: 24 s and 680 MB); the site's largest file is 1,344 px wide.
 */
const reencodedPixels = 16_000_000;

/**
 * The image without its metadata (EXIF, with any location), turned upright, within `deadline`; `refused` when its size is
 * beyond `pictureLimits`, read from its header before it is decoded. A JPEG is always re-encoded (cheaply, a strip at a
 * time); a PNG or WebP only when it carries something to remove, otherwise kept as sent, whose decode for its files
 * (`keepPicture`) then finds whether it is whole (decision 065).
 */
async function cleaned(bytes: Buffer, deadline: PictureDeadline) {
  // The header alone, whatever size it claims: a picture beyond the limits gets the size message, decoded or not.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const format = metadata?.format as AcceptedFormat | undefined;
  if (!metadata || !format || !(format in accepted)) return undefined;
  const { width, height } = metadata.autoOrient;
  const refused = pictureRefusal(width, height);
  if (refused) return { refused };
  if (!carriesMore(format, metadata)) return { data: bytes, format, width, height };
  const scale = Math.min(1, Math.sqrt(reencodedPixels / (width * height)));
  const upright = sharp(bytes, { limitInputPixels: pictureLimits.maxPixels }).rotate();
  const pipeline = (scale < 1 ? upright.resize({ width: Math.floor(width * scale) }) : upright).toFormat(format);
  const { data, info } = await withinDeadline(deadline, pipeline, (bounded) => bounded.toBuffer({ resolveWithObject: true }));
  return { data, format, width: info.width, height: info.height };
}

/** An uploaded picture's path in her content's text, its name the one group (a PostgreSQL regular expression). */
const pictureNamesInContent = String.raw`/newsletter/images/([0-9a-f]{32}\.(?:jpg|png|webp))`;

/** The numbers of the published issues whose page shows picture `name`. */
const issuesShowing = (issues: PublishedIssue[], name: string) =>
  issues.filter((issue) => picturesIn(issue.body).has(name)).map((issue) => issue.number);

/**
 * /admin/api/newsletter/images: POST one image from the editor (multipart `file`), kept in the database and
 * rendered there and then into the site's widths and formats; GET the list, each with the published issues
 * that show it; DELETE one no published issue shows.
 */
export function createImagesApi(db: Database, secure: boolean, pictureSeconds: number = pictureLimits.seconds) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  const pictures = pictureQueue(4, 30);
  // Taken in (or refused) before its body is read.
  const admitted: MiddlewareHandler<AdminEnv> = async (c, next) => {
    const turn = pictures.admit(next);
    if (turn) return await turn;
    // Read to its end, unkept: a browser still sending its picture sees the connection reset otherwise, not this answer.
    // Straight off Node's request: 15 refused pictures of 6 MB through a web stream took the main thread 2.4 s (decision 082).
    await discardedBody(c);
    c.header("Retry-After", String(pictures.retryAfterSeconds));
    const message = "Several pictures are being prepared just now: please try this one again in half a minute.";
    return refuse(c, 503, { message });
  };
  api.post("/", admitted, (c) => uploaded(c));
  /** The upload of request `c`, read now and, in its turn, kept. */
  async function uploaded(c: Context<AdminEnv>) {
    const file = await uploadedFile(c, "file", imageMaxBytes, pictureSignature);
    if ("bytes" in file) return pictures.inTurn(() => kept(c, file.bytes));
    if (file.refused === "too-large") return tooLarge(c);
    if (file.refused === "wrong-type") return notAnImage(c);
    return refuse(c, 400, { code: "no-file", message: "Please choose an image to upload." });
  }
  /** Picture `bytes` cleaned, kept and rendered into the site's files, within the time a picture may take. */
  async function kept(c: Context<AdminEnv>, bytes: Buffer) {
    const deadline = pictureDeadline(pictureSeconds);
    try {
      const image = await cleaned(bytes, deadline);
      if (!image) return notAnImage(c);
      if ("refused" in image) return refuse(c, 422, { code: "too-many-pixels", message: String(image.refused) });
      const name = `${createHash("sha256").update(image.data).digest("hex").slice(0, 32)}.${accepted[image.format]}`;
      const picture = { bytes: image.data, contentType: `image/${image.format}`, width: image.width, height: image.height };
      await keepPicture(db, name, picture, deadline);
      return c.json({ src: `${newsletterImagesPath}/${name}` }, 201);
    } catch (error) {
      if (error instanceof PictureRefusal) return refuse(c, 422, { code: error.code, message: error.message });
      throw error;
    }
  }

  api.get("/", async (c) => {
    const rows = await db.query("select name, width, height from public.newsletter_images order by created_at desc, name");
    const issues = await publishedIssues(db);
    const images: UploadedPicture[] = rows.map((row) => {
      const name = String(row.name);
      const [src, width, height] = [`${newsletterImagesPath}/${name}`, Number(row.width), Number(row.height)];
      return { name, src, width, height, usedBy: issuesShowing(issues, name) };
    });
    return c.json({ images } satisfies PictureList);
  });

  // Locked before the published issues are read, so a Publish showing it either waits and is refused, or went first (decision 052).
  api.delete(`/:name${namePattern}`, async (c) => {
    const name = c.req.param("name");
    const outcome = await db.transaction(async (tx) => {
      const locked = await tx.query("select name from public.newsletter_images where name = $1 for update", [name]);
      if (locked.length === 0) return "not-found" as const;
      // Her photo or a page's picture now, or in a change Undo may bring back (decision 079).
      if ((await namesInContentAndHistory(tx, pictureNamesInContent)).includes(name)) return "a-page-picture" as const;
      const usedBy = issuesShowing(await publishedIssues(tx), name);
      if (usedBy.length === 0) {
        await tx.query("delete from public.newsletter_images where name = $1", [name]);
        await tx.query("delete from public.newsletter_image_parts where image_name = $1", [name]);
      }
      return usedBy;
    });
    if (outcome === "not-found") return refuse(c, 404, { message: "There is no such image." });
    if (outcome === "a-page-picture") {
      const message =
        "This picture is one of your pages' pictures in Your site, or was (Undo can bring it back there), so it is kept.";
      return refuse(c, 409, { code: "in-use", message, usedBy: [] });
    }
    if (outcome.length > 0) {
      const issues = outcome.map((number) => `issue ${number}`).join(" and ");
      const message = `This picture is on the website in ${issues}: take it out of ${outcome.length === 1 ? "that issue" : "those issues"} and publish again, then delete it.`;
      return refuse(c, 409, { code: "in-use", message, usedBy: outcome });
    }
    return c.json({ deleted: name });
  });
  // The editor's preview shows a picture before it is published, when the site does not have it yet: the e-mail's copy.
  api.get(`/:name${namePattern}`, async (c) => {
    const copy = await emailCopyOf(db, c.req.param("name"));
    if (!copy) return refuse(c, 404, { message: "There is no such image." });
    c.header("Content-Type", copy.contentType);
    return c.body(new Uint8Array(copy.bytes));
  });
  return api;
}
