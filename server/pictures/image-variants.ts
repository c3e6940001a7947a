import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import {
  type NewsletterImageManifest,
  newsletterImagesPath,
  newsletterImageWidths,
  type RenderedNewsletterImage,
} from "../../app/content/newsletter-images.server";
import type { Database, Queryable, Row } from "../storage/db";
import { bytesOfFile, partsComplete, writeParts } from "./picture-files";

/**
 * The coach's uploaded pictures rendered as the repository's images are (decision 007, here
 * decisions 036 and 039): AVIF, WebP and a fallback at the article's widths, rendered once, at
 * upload, and kept beside the picture in the database. A render only writes the files of the
 * pictures its published issues use into a cache under DATA_DIR and copies them into the build; the
 * pages are handed their sizes with the content (decision 046): a picture no published issue uses is not public.
 */

// One picture at a time on one of libvips' threads, its memory given back when done (decision 052): sharp's cache
// kept hundreds of megabytes after a burst of uploads, and its threads took both cores from the site's visitors.
sharp.cache(false);
sharp.concurrency(1);

/**
 * What an uploaded picture may be: sharp decodes at most `maxPixels` (a 16,000 × 16,000 PNG of
 * 94 KB would take a gigabyte to decode), WebP holds at most 16,383 px a side, and the article's
 * column shows a picture far taller or wider than these ratios as a sliver.
 */
export const pictureLimits = { maxPixels: 40_000_000, maxSide: 16_383, tallest: 3, widest: 5, seconds: 60 } as const;

const figure = (value: number) => value.toLocaleString("en-GB");

/** Why a picture `width` × `height` pixels cannot go into an article, saying what to do instead; undefined when it can. */
export function pictureRefusal(width: number, height: number): string | undefined {
  const size = `That picture is ${figure(width)} × ${figure(height)} pixels`;
  const { maxPixels, maxSide, tallest, widest } = pictureLimits;
  if (height > width * tallest) {
    return `${size}: far taller than an article can show well (at most ${tallest} times as tall as it is wide). Please crop it, or cut it into several pictures, and upload those.`;
  }
  if (width > height * widest) {
    return `${size}: far wider than an article can show well (at most ${widest} times as wide as it is tall). Please crop it and upload that.`;
  }
  if (width * height > maxPixels || Math.max(width, height) > maxSide) {
    return `${size}, more than a picture may have (${maxPixels / 1_000_000} megapixels, ${figure(maxSide)} pixels a side): please save a copy about 2,400 pixels wide and upload that.`;
  }
  return undefined;
}

/**
 * Whether a kept picture has a pixel that is not fully opaque: null for one kept before this was asked (decision 065).
 */
type Transparency = boolean | null;

/**
 * The format of a picture's fallback and e-mail copy, which every browser and mail program shows: JPEG, a tenth of
 * PNG's size for a photograph (a 1,200 × 3,600 WebP's copy, 114 KB against 4.2 MB), unless the picture is
 * transparent; PNG then, and for a PNG or WebP kept before its transparency was asked, as it was rendered then.
 */
const fallbackOf = (uploadedName: string, transparent: Transparency): "jpg" | "png" =>
  uploadedName.endsWith(".jpg") || transparent === false ? "jpg" : "png";

/** What stops a picture being prepared, said to her in the words the screen shows: a file that does not decode whole, or one too slow to. */
export class PictureRefusal extends Error {
  constructor(
    readonly code: "damaged" | "too-slow",
    message: string,
  ) {
    super(message);
  }
}

/** The time one picture's preparation may take, `seconds` from now (`pictureLimits.seconds` unless a test shrinks it). */
export const pictureDeadline = (seconds: number) => ({ seconds, until: Date.now() + seconds * 1000 });
export type PictureDeadline = ReturnType<typeof pictureDeadline>;

const tooSlow = ({ seconds }: PictureDeadline) =>
  new PictureRefusal(
    "too-slow",
    `That picture took longer than the ${figure(seconds)} seconds a picture may take to prepare, so it was not kept. Please save a copy about 2,400 pixels wide and upload that.`,
  );

/**
 * The output of sharp `pipeline`, stopped by libvips once `deadline` has passed (sharp's timeout), and refused after it:
 * a failure to decode is a picture incomplete or damaged (a truncated JPEG reads as one by its header).
 */
export async function withinDeadline<T>(deadline: PictureDeadline, pipeline: Sharp, output: (bounded: Sharp) => Promise<T>) {
  const left = deadline.until - Date.now();
  if (left <= 0) throw tooSlow(deadline);
  const result = await output(pipeline.timeout({ seconds: Math.ceil(left / 1000) })).catch((error: unknown) => {
    if (/timeout/i.test(String(error))) throw tooSlow(deadline);
    throw new PictureRefusal(
      "damaged",
      "That picture is incomplete or damaged (it may not have finished copying or downloading): please open it, save it again and upload that copy.",
    );
  });
  if (Date.now() > deadline.until) throw tooSlow(deadline);
  return result;
}

const encoders = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80, effort: 4 },
  jpg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, effort: 4 },
} as const;
type VariantFormat = keyof typeof encoders;

/** Part of every rendered file's name: a change of encoder settings or of sharp gives new names, never stale files. */
const settingsHash = createHash("sha256")
  .update(JSON.stringify([encoders, sharp.versions]))
  .digest("hex")
  .slice(0, 8);

/** The widths a picture `sourceWidth` pixels wide is rendered at: the article's, never enlarged. */
export function variantWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, newsletterImageWidths.at(-1) ?? sourceWidth);
  return [...newsletterImageWidths.filter((width) => width < largest), largest];
}

/** The width the e-mail edition's copy is rendered at: 600 px shown, at 2x. */
const emailWidth = 1200;

/** The e-mail's copy of an uploaded picture (JPEG, or PNG if it is transparent), as a path on the site. */
export function emailImagePath(uploadedName: string, transparent: Transparency = null): string {
  const stem = uploadedName.replace(/\.\w+$/, "");
  return `${newsletterImagesPath}/${stem}-email-${settingsHash}.${fallbackOf(uploadedName, transparent)}`;
}

interface Variant {
  fileName: string;
  width: number;
  format: VariantFormat;
}

function variantsOf(name: string, sourceWidth: number, transparent: Transparency): Variant[] {
  const stem = name.replace(/\.\w+$/, "");
  const fallback = fallbackOf(name, transparent);
  const widths = variantWidths(sourceWidth);
  const sized = (["avif", "webp", fallback] as const).flatMap((format) =>
    widths.map((width) => ({ fileName: `${stem}-${width}w-${settingsHash}.${format}`, width, format })),
  );
  const email = {
    fileName: path.basename(emailImagePath(name, transparent)),
    width: Math.min(sourceWidth, emailWidth),
    format: fallback,
  };
  return [...sized, email];
}

function rendered(name: string, width: number, height: number, transparent: Transparency): RenderedNewsletterImage {
  const variants = variantsOf(name, width, transparent);
  const srcSetOf = (format: VariantFormat) =>
    variants
      .filter((variant) => variant.format === format && !variant.fileName.includes("-email-"))
      .map((variant) => `${newsletterImagesPath}/${variant.fileName} ${variant.width}w`)
      .join(", ");
  const fallback = fallbackOf(name, transparent);
  const smallest = variants.find((variant) => variant.format === fallback);
  return {
    width,
    height,
    src: `${newsletterImagesPath}/${smallest?.fileName}`,
    srcSet: { avif: srcSetOf("avif"), webp: srcSetOf("webp"), fallback: srcSetOf(fallback) },
    fallbackType: fallback === "jpg" ? "image/jpeg" : "image/png",
  };
}

function writeAtomically(file: string, bytes: Uint8Array) {
  writeFileSync(`${file}.next`, bytes);
  renameSync(`${file}.next`, file);
}

/**
 * A picture's bytes cross to and from the database as hex, which Node encodes and decodes natively: the embedded
 * database's own bytea conversion goes a byte at a time in JavaScript (`Array.from(bytes).map(…)`), which held the
 * event loop for seconds and hundreds of megabytes per photograph (decision 052). Null for a file kept in parts (decision 059).
 */
const bytesAsHex = "encode(bytes, 'hex') as hex";

interface WrittenFile {
  fileName: string;
  length: number;
}

/** A picture decoded once, at the largest width a file of it is rendered at, as raw pixels, and whether any is transparent. */
interface Decoded {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
  transparent: boolean;
}

/**
 * Picture `bytes`, `width` pixels wide, decoded once for all its files (decision 065): at most 1,344 px wide, which sharp
 * reaches while it decodes a JPEG or WebP (a 3,000 × 9,000 WebP is never held whole), within `deadline`. Each of its
 * ten files was decoded from the original before: 66 s and 1.27 GB for that WebP.
 */
async function decodedOnce(bytes: Buffer, width: number, deadline: PictureDeadline): Promise<Decoded> {
  const largest = Math.min(width, Math.max(emailWidth, newsletterImageWidths.at(-1) ?? emailWidth));
  const pipeline = sharp(bytes, { limitInputPixels: pictureLimits.maxPixels }).resize({ width: largest });
  const { data, info } = await withinDeadline(deadline, pipeline, (bounded) =>
    bounded.raw().toBuffer({ resolveWithObject: true }),
  );
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const hasAlpha = raw.channels === 2 || raw.channels === 4;
  const transparent = hasAlpha && !(await sharp(data, { raw }).stats()).isOpaque;
  return { data, raw, transparent };
}

/**
 * Renders the files of picture `name` the site uses that are not among `stored`, from `decoded`, one at a time (so the
 * server keeps a core for its visitors), each written in parts as it is made, named by no row yet (decision 059).
 */
async function renderedInParts(
  db: Database,
  name: string,
  decoded: Decoded,
  {
    width,
    transparent,
    stored,
    deadline,
  }: { width: number; transparent: Transparency; stored: Set<string>; deadline: PictureDeadline },
) {
  const written: WrittenFile[] = [];
  for (const variant of variantsOf(name, width, transparent)) {
    if (stored.has(variant.fileName)) continue;
    const resized = sharp(decoded.data, { raw: decoded.raw }).resize({ width: variant.width });
    // An opaque picture's alpha channel says nothing; a JPEG has none.
    const pipeline = decoded.transparent && variant.format !== "jpg" ? resized : resized.removeAlpha();
    const file = await withinDeadline(deadline, pipeline.toFormat(variant.format, encoders[variant.format]), (bounded) =>
      bounded.toBuffer(),
    );
    await writeParts(db, name, variant.fileName, file);
    written.push({ fileName: variant.fileName, length: file.length });
  }
  return written;
}

/** Makes the rendered files `written` of picture `name` visible, inside the short transaction `tx`, once every part of `files` is there. */
async function showFiles(tx: Queryable, name: string, written: WrittenFile[], files = written) {
  if (!(await partsComplete(tx, files)))
    throw new Error(`Picture ${name}: a part of its files went missing while it was written.`);
  await tx.query(
    `insert into public.newsletter_image_variants (image_name, file_name) select $1, unnest($2::text[])
     on conflict do nothing`,
    [name, written.map((file) => file.fileName)],
  );
}

/**
 * Keeps uploaded picture `name` (cleaned) and renders every file of it the site uses, once, at upload, within `deadline`
 * (a `PictureRefusal` past it, or when the picture does not decode whole): all written in parts first, then made
 * visible together in one short transaction (decision 059). Nothing if it is kept already.
 */
export async function keepPicture(
  db: Database,
  name: string,
  picture: { bytes: Buffer; contentType: string; width: number; height: number },
  deadline: PictureDeadline,
): Promise<void> {
  const [known] = await db.query("select 1 from public.newsletter_images where name = $1", [name]);
  if (known) return;
  const decoded = await decodedOnce(picture.bytes, picture.width, deadline);
  const { transparent } = decoded;
  const rendered = await renderedInParts(db, name, decoded, { width: picture.width, transparent, stored: new Set(), deadline });
  await writeParts(db, name, name, picture.bytes);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into public.newsletter_images (name, content_type, width, height, transparent) values ($1, $2, $3, $4, $5)
       on conflict (name) do nothing`,
      [name, picture.contentType, picture.width, picture.height, transparent],
    );
    await showFiles(tx, name, rendered, [{ fileName: name, length: picture.bytes.length }, ...rendered]);
  });
}

/** A kept picture's size and transparency, as its files are named by. */
interface KeptPicture {
  name: string;
  width: number;
  transparent: Transparency;
}

const keptPictureOf = (row: Row): KeptPicture => ({
  name: String(row.name),
  width: Number(row.width),
  transparent: row.transparent === null || row.transparent === undefined ? null : Boolean(row.transparent),
});

/**
 * Renders the files of kept picture `picture` the site uses that it lacks (uploaded before they were kept, or the
 * encoders changed since), from its original `bytes`.
 */
async function renderVariants(db: Database, picture: KeptPicture, bytes: Buffer): Promise<void> {
  const { name, width, transparent } = picture;
  const wanted = variantsOf(name, width, transparent).map((variant) => variant.fileName);
  const stored = await db.transaction(async (tx) => {
    await tx.query("delete from public.newsletter_image_variants where image_name = $1 and not (file_name = any($2::text[]))", [
      name,
      wanted,
    ]);
    await tx.query(
      "delete from public.newsletter_image_parts where image_name = $1 and file_name <> $1 and not (file_name = any($2::text[]))",
      [name, wanted],
    );
    return tx.query("select file_name from public.newsletter_image_variants where image_name = $1", [name]);
  });
  const deadline = pictureDeadline(pictureLimits.seconds);
  const decoded = await decodedOnce(bytes, width, deadline);
  const storedNames = new Set(stored.map((row) => String(row.file_name)));
  const rendered = await renderedInParts(db, name, decoded, { width, transparent, stored: storedNames, deadline });
  await db.transaction((tx) => showFiles(tx, name, rendered));
}

/** Picture `name` as uploaded; undefined when it is not (or no longer) whole in the database. */
async function originalOf(db: Database, name: string): Promise<Buffer | undefined> {
  const [original] = await db.query(`select name as file_name, ${bytesAsHex} from public.newsletter_images where name = $1`, [
    name,
  ]);
  return original ? bytesOfFile(db, original) : undefined;
}

/** Picture `name` as kept, with its size and transparency; undefined when there is none. */
async function keptPicture(db: Queryable, name: string): Promise<KeptPicture | undefined> {
  const [row] = await db.query("select name, width, transparent from public.newsletter_images where name = $1", [name]);
  return row ? keptPictureOf(row) : undefined;
}

/**
 * The e-mail's copy of uploaded picture `name` (at most 1,200 px wide, rendered at upload), with its type: what a test
 * e-mail and the back office show, never the original of up to 10 MB (issue 50 #3, decision 052). Rendered now if it was
 * uploaded before the copy was kept or the encoders changed; undefined when there is no such picture, or it was deleted
 * while it was read (never a part of it).
 */
export async function emailCopyOf(db: Database, name: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const picture = await keptPicture(db, name);
  if (!picture) return undefined;
  const fileName = path.basename(emailImagePath(name, picture.transparent));
  const contentType = fileName.endsWith(".jpg") ? "image/jpeg" : "image/png";
  const read = async () => {
    const [row] = await db.query(
      `select file_name, ${bytesAsHex} from public.newsletter_image_variants where image_name = $1 and file_name = $2`,
      [name, fileName],
    );
    const bytes = row && (await bytesOfFile(db, row));
    return bytes && { contentType, bytes };
  };
  const kept = await read();
  if (kept) return kept;
  const original = await originalOf(db, name);
  if (!original) return undefined;
  await renderVariants(db, picture, original);
  return read();
}

const uploadedName = String.raw`\/newsletter\/images\/([0-9a-f]{32}\.(?:jpg|png|webp))`;
/** A picture the article shows: `![…](/newsletter/images/…)` or `<img src="/newsletter/images/…">`, not the address as text. */
const uploadedPicturePattern = new RegExp(
  String.raw`!\[[^\]]*\]\(\s*<?${uploadedName}|<img\b[^>]*\ssrc\s*=\s*["']?${uploadedName}`,
  "gi",
);

/** The uploaded pictures an article shows, by name (decision 052: an address merely written in the text is not one). */
export const picturesIn = (markdown: string) =>
  new Set([...markdown.matchAll(uploadedPicturePattern)].map((match) => match[1] ?? match[2] ?? ""));

/** The pictures `markdown` shows that are not among her uploads (deleted, or never uploaded), by name. */
export async function missingPictures(db: Queryable, markdown: string): Promise<string[]> {
  const shown = [...picturesIn(markdown)];
  const rows = await db.query("select name from public.newsletter_images where name = any($1::text[])", [shown]);
  const kept = new Set(rows.map((row) => String(row.name)));
  return shown.filter((name) => !kept.has(name));
}

/**
 * Picture `picture` as uploaded and every file rendered from it, by file name; its files are rendered now if it was
 * uploaded before they were kept, or the encoders changed since.
 */
async function storedFiles(db: Database, picture: KeptPicture, wanted: string[]): Promise<Map<string, Uint8Array>> {
  const uploaded = await originalOf(db, picture.name);
  if (!uploaded) throw new Error(`Picture ${picture.name} is not in the database, whole, any more.`);
  const read = async () => {
    const rows = await db.query(`select file_name, ${bytesAsHex} from public.newsletter_image_variants where image_name = $1`, [
      picture.name,
    ]);
    const files = new Map<string, Uint8Array>();
    for (const row of rows) {
      const bytes = await bytesOfFile(db, row);
      if (bytes) files.set(String(row.file_name), bytes);
    }
    return files;
  };
  let stored = await read();
  if (!wanted.every((file) => stored.has(file))) {
    await renderVariants(db, picture, uploaded);
    stored = await read();
  }
  return stored.set(picture.name, uploaded);
}

/**
 * The uploaded pictures `articles` show (her published issues: the only ones the site may show) and those `pages` name
 * (her photo and page pictures, decision 079), as the site shows them: each one's size and the files of its `<picture>`,
 * from the database. A picture only a draft uses is left out.
 */
export async function picturesShownIn(db: Database, articles: string[], pages: string[] = []): Promise<NewsletterImageManifest> {
  const names = [...new Set([...articles.flatMap((article) => [...picturesIn(article)]), ...pages])].sort();
  const rows = await db.query(
    "select name, width, height, transparent from public.newsletter_images where name = any($1::text[]) order by name",
    [names],
  );
  const manifest: NewsletterImageManifest = {};
  for (const row of rows) {
    const { name, width, transparent } = keptPictureOf(row);
    manifest[name] = rendered(name, width, Number(row.height), transparent);
  }
  return manifest;
}

/** The transparency a picture of `manifest` was rendered for, as its fallback's type says: PNG for one that is, or may be. */
const transparencyIn = (image: RenderedNewsletterImage): Transparency => image.fallbackType === "image/png";

/**
 * Writes the files of every picture of `manifest` into `cacheDir` from the database (those already there are kept:
 * their names say what made them) and removes every other file, for `copyNewsletterImagesInto` to put in a build.
 */
export async function writePictureFiles(db: Database, cacheDir: string, manifest: NewsletterImageManifest): Promise<void> {
  mkdirSync(cacheDir, { recursive: true });
  for (const [name, image] of Object.entries(manifest)) {
    const variants = variantsOf(name, image.width, transparencyIn(image));
    const missing = [name, ...variants.map((variant) => variant.fileName)].filter(
      (file) => !existsSync(path.join(cacheDir, file)),
    );
    if (missing.length === 0) continue;
    const picture = await keptPicture(db, name);
    if (!picture) throw new Error(`Picture ${name} is not among her pictures any more.`);
    const stored = await storedFiles(
      db,
      picture,
      variants.map((variant) => variant.fileName),
    );
    for (const file of missing) writeAtomically(path.join(cacheDir, file), new Uint8Array(stored.get(file) ?? []));
  }
  // A picture no published issue shows any more leaves the disk (and the backups): before it may be deleted (decision 052).
  const kept = filesOf(manifest);
  for (const file of readdirSync(cacheDir)) if (!kept.has(file)) rmSync(path.join(cacheDir, file), { force: true });
}

/**
 * The uploaded pictures `markdown` shows as the e-mail edition fetches them: each one's width in pixels, by its name
 * (it is shown at most that wide), and the address of its e-mail copy on the site at `publicOrigin` (JPEG, or PNG if
 * it is transparent: only the database knows which).
 */
export async function uploadedPicturesIn(db: Database, markdown: string, publicOrigin: string) {
  const rows = await db.query("select name, width, transparent from public.newsletter_images where name = any($1::text[])", [
    [...picturesIn(markdown)],
  ]);
  const pictures = new Map(rows.map((row) => [String(row.name), keptPictureOf(row)]));
  return {
    widths: new Map([...pictures].map(([name, picture]) => [name, picture.width])),
    address: (name: string) => new URL(emailImagePath(name, pictures.get(name)?.transparent ?? null), publicOrigin).toString(),
  };
}

/** Copies the pictures of `manifest` (those published issues use), as uploaded and rendered, into a build's files, where the articles point. */
export function copyNewsletterImagesInto(cacheDir: string, manifest: NewsletterImageManifest, clientDir: string) {
  const folder = path.join(clientDir, ...newsletterImagesPath.split("/"));
  mkdirSync(folder, { recursive: true });
  for (const fileName of filesOf(manifest)) copyFileSync(path.join(cacheDir, fileName), path.join(folder, fileName));
}

/** The names of every file of the pictures of `manifest`: each as uploaded, its e-mail's copy and its `<picture>`'s. */
function filesOf(manifest: NewsletterImageManifest): Set<string> {
  return new Set(
    Object.entries(manifest).flatMap(([name, image]) => [
      name,
      path.basename(emailImagePath(name, transparencyIn(image))),
      ...Object.values(image.srcSet).flatMap((srcSet) =>
        srcSet.split(", ").map((entry) => path.basename(entry.split(" ")[0] ?? "")),
      ),
    ]),
  );
}
