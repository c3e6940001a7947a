import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  type NewsletterImageManifest,
  newsletterImagesPath,
  newsletterImageWidths,
  type RenderedNewsletterImage,
} from "../../app/content/newsletter-images.server";
import type { Database, Queryable } from "../storage/db";
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
export const pictureLimits = { maxPixels: 40_000_000, maxSide: 16_383, tallest: 3, widest: 5 } as const;

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

/** Photographs are uploaded as JPEG: their fallback stays JPEG. PNG and WebP (drawings, screenshots, transparency) fall back to PNG. */
const fallbackOf = (uploadedName: string): "jpg" | "png" => (uploadedName.endsWith(".jpg") ? "jpg" : "png");

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

/** The e-mail's copy of an uploaded picture (JPEG or PNG, which every mail program shows), as a path on the site. */
export function emailImagePath(uploadedName: string): string {
  const stem = uploadedName.replace(/\.\w+$/, "");
  return `${newsletterImagesPath}/${stem}-email-${settingsHash}.${fallbackOf(uploadedName)}`;
}

interface Variant {
  fileName: string;
  width: number;
  format: VariantFormat;
}

function variantsOf(name: string, sourceWidth: number): Variant[] {
  const stem = name.replace(/\.\w+$/, "");
  const fallback = fallbackOf(name);
  const widths = variantWidths(sourceWidth);
  const sized = (["avif", "webp", fallback] as const).flatMap((format) =>
    widths.map((width) => ({ fileName: `${stem}-${width}w-${settingsHash}.${format}`, width, format })),
  );
  const email = { fileName: path.basename(emailImagePath(name)), width: Math.min(sourceWidth, emailWidth), format: fallback };
  return [...sized, email];
}

function rendered(name: string, width: number, height: number, variants: Variant[]): RenderedNewsletterImage {
  const srcSetOf = (format: VariantFormat) =>
    variants
      .filter((variant) => variant.format === format && !variant.fileName.includes("-email-"))
      .map((variant) => `${newsletterImagesPath}/${variant.fileName} ${variant.width}w`)
      .join(", ");
  const fallback = fallbackOf(name);
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

/**
 * Renders the files of picture `name` the site uses that are not among `stored`, one at a time (so the server keeps a
 * core for its visitors), each written in parts as it is made, named by no row yet (decision 059).
 */
async function renderedInParts(db: Database, name: string, bytes: Buffer, width: number, stored: Set<string>) {
  const written: WrittenFile[] = [];
  for (const variant of variantsOf(name, width)) {
    if (stored.has(variant.fileName)) continue;
    const file = await sharp(bytes, { limitInputPixels: pictureLimits.maxPixels })
      .resize({ width: variant.width })
      .toFormat(variant.format, encoders[variant.format])
      .toBuffer();
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
 * Keeps uploaded picture `name` (cleaned) and renders every file of it the site uses, once, at upload: all written in
 * parts first, then made visible together in one short transaction (decision 059). Nothing if it is kept already.
 */
export async function keepPicture(
  db: Database,
  name: string,
  picture: { bytes: Buffer; contentType: string; width: number; height: number },
): Promise<void> {
  const [known] = await db.query("select 1 from public.newsletter_images where name = $1", [name]);
  if (known) return;
  const rendered = await renderedInParts(db, name, picture.bytes, picture.width, new Set());
  await writeParts(db, name, name, picture.bytes);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into public.newsletter_images (name, content_type, width, height) values ($1, $2, $3, $4)
       on conflict (name) do nothing`,
      [name, picture.contentType, picture.width, picture.height],
    );
    await showFiles(tx, name, rendered, [{ fileName: name, length: picture.bytes.length }, ...rendered]);
  });
}

/** Renders the files of kept picture `name` the site uses that it lacks (uploaded before they were kept, or the encoders changed since). */
async function renderVariants(db: Database, name: string, bytes: Buffer, width: number): Promise<void> {
  const wanted = variantsOf(name, width).map((variant) => variant.fileName);
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
  const rendered = await renderedInParts(db, name, bytes, width, new Set(stored.map((row) => String(row.file_name))));
  await db.transaction((tx) => showFiles(tx, name, rendered));
}

/** Picture `name` as uploaded. */
async function originalOf(db: Database, name: string): Promise<Buffer> {
  const [original] = await db.query(`select name as file_name, ${bytesAsHex} from public.newsletter_images where name = $1`, [
    name,
  ]);
  return original ? bytesOfFile(db, original) : Buffer.alloc(0);
}

/**
 * The e-mail's copy of uploaded picture `name` (at most 1,200 px wide, rendered at upload), with its type: what a test
 * e-mail and the back office show, never the original of up to 10 MB (issue 50 #3, decision 052). Rendered now if it was
 * uploaded before the copy was kept or the encoders changed; undefined when there is no such picture.
 */
export async function emailCopyOf(db: Database, name: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const fileName = path.basename(emailImagePath(name));
  const contentType = fileName.endsWith(".jpg") ? "image/jpeg" : "image/png";
  const read = () =>
    db.query(`select file_name, ${bytesAsHex} from public.newsletter_image_variants where image_name = $1 and file_name = $2`, [
      name,
      fileName,
    ]);
  const [kept] = await read();
  if (kept) return { contentType, bytes: await bytesOfFile(db, kept) };
  const [image] = await db.query("select width from public.newsletter_images where name = $1", [name]);
  if (!image) return undefined;
  await renderVariants(db, name, await originalOf(db, name), Number(image.width));
  const [rendered] = await read();
  return rendered ? { contentType, bytes: await bytesOfFile(db, rendered) } : undefined;
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
 * Picture `name` as uploaded and every file rendered from it, by file name; its files are rendered
 * now if it was uploaded before they were kept, or the encoders changed since.
 */
async function storedFiles(db: Database, name: string, width: number, wanted: string[]): Promise<Map<string, Uint8Array>> {
  const uploaded = await originalOf(db, name);
  const read = async () => {
    const rows = await db.query(`select file_name, ${bytesAsHex} from public.newsletter_image_variants where image_name = $1`, [
      name,
    ]);
    const files = new Map<string, Uint8Array>();
    for (const row of rows) files.set(String(row.file_name), await bytesOfFile(db, row));
    return files;
  };
  let stored = await read();
  if (!wanted.every((file) => stored.has(file))) {
    await renderVariants(db, name, uploaded, width);
    stored = await read();
  }
  return stored.set(name, uploaded);
}

/**
 * The uploaded pictures `articles` show (her published issues: the only ones the site may show), as the site shows them:
 * each one's size and the files of its `<picture>`, from the database. A picture only a draft uses is left out.
 */
export async function picturesShownIn(db: Database, articles: string[]): Promise<NewsletterImageManifest> {
  const names = [...new Set(articles.flatMap((article) => [...picturesIn(article)]))].sort();
  const rows = await db.query(
    "select name, width, height from public.newsletter_images where name = any($1::text[]) order by name",
    [names],
  );
  const manifest: NewsletterImageManifest = {};
  for (const row of rows) {
    const name = String(row.name);
    manifest[name] = rendered(name, Number(row.width), Number(row.height), variantsOf(name, Number(row.width)));
  }
  return manifest;
}

/**
 * Writes the files of every picture of `manifest` into `cacheDir` from the database (those already there are kept:
 * their names say what made them) and removes every other file, for `copyNewsletterImagesInto` to put in a build.
 */
export async function writePictureFiles(db: Database, cacheDir: string, manifest: NewsletterImageManifest): Promise<void> {
  mkdirSync(cacheDir, { recursive: true });
  for (const [name, image] of Object.entries(manifest)) {
    const variants = variantsOf(name, image.width);
    const missing = [name, ...variants.map((variant) => variant.fileName)].filter(
      (file) => !existsSync(path.join(cacheDir, file)),
    );
    if (missing.length === 0) continue;
    const wanted = variants.map((variant) => variant.fileName);
    const stored = await storedFiles(db, name, image.width, wanted);
    for (const file of missing) writeAtomically(path.join(cacheDir, file), new Uint8Array(stored.get(file) ?? []));
  }
  // A picture no published issue shows any more leaves the disk (and the backups): before it may be deleted (decision 052).
  const kept = filesOf(manifest);
  for (const file of readdirSync(cacheDir)) if (!kept.has(file)) rmSync(path.join(cacheDir, file), { force: true });
}

/** The width in pixels of each uploaded picture `markdown` shows, by its name: what the e-mail edition shows it at, at most. */
export async function uploadedPictureWidths(db: Database, markdown: string): Promise<Map<string, number>> {
  const rows = await db.query("select name, width from public.newsletter_images where name = any($1::text[])", [
    [...picturesIn(markdown)],
  ]);
  return new Map(rows.map((row) => [String(row.name), Number(row.width)]));
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
      path.basename(emailImagePath(name)),
      ...Object.values(image.srcSet).flatMap((srcSet) =>
        srcSet.split(", ").map((entry) => path.basename(entry.split(" ")[0] ?? "")),
      ),
    ]),
  );
}
