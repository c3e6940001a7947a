import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  imageManifestFile,
  type NewsletterImageManifest,
  newsletterImagesPath,
  newsletterImageWidths,
  type RenderedNewsletterImage,
} from "../../app/content/newsletter-images.server";
import type { Database } from "../storage/db";

/**
 * The coach's uploaded pictures rendered as the repository's images are (decision 007, here
 * decision 036): AVIF, WebP and a fallback at the article's widths, rendered once into a cache
 * under DATA_DIR, named in a manifest the build reads, and copied into each build.
 */

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
 * Renders every uploaded picture's files into `cacheDir` (those already there are kept: their
 * names say what made them) and writes the manifest into `contentDir` for the build. One picture
 * at a time, so the server keeps a core for its visitors.
 */
export async function renderNewsletterImages(
  db: Database,
  cacheDir: string,
  contentDir: string,
): Promise<NewsletterImageManifest> {
  mkdirSync(cacheDir, { recursive: true });
  const manifest: NewsletterImageManifest = {};
  const rows = await db.query("select name, width, height from public.newsletter_images order by name");
  for (const row of rows) {
    const name = String(row.name);
    const [width, height] = [Number(row.width), Number(row.height)];
    const variants = variantsOf(name, width);
    const missing = [name, ...variants.map((variant) => variant.fileName)].some((file) => !existsSync(path.join(cacheDir, file)));
    if (missing) {
      const [stored] = await db.query("select bytes from public.newsletter_images where name = $1", [name]);
      const bytes = Buffer.from(stored?.bytes as Uint8Array);
      writeAtomically(path.join(cacheDir, name), bytes);
      for (const variant of variants) {
        const file = sharp(bytes).resize({ width: variant.width }).toFormat(variant.format, encoders[variant.format]);
        writeAtomically(path.join(cacheDir, variant.fileName), await file.toBuffer());
      }
    }
    manifest[name] = rendered(name, width, height, variants);
  }
  mkdirSync(contentDir, { recursive: true });
  writeAtomically(path.join(contentDir, imageManifestFile), Buffer.from(JSON.stringify(manifest)));
  return manifest;
}

/** Copies every uploaded picture, as uploaded and rendered, into a build's files, where the articles point. */
export function copyNewsletterImagesInto(cacheDir: string, manifest: NewsletterImageManifest, clientDir: string) {
  const folder = path.join(clientDir, ...newsletterImagesPath.split("/"));
  mkdirSync(folder, { recursive: true });
  for (const [name, image] of Object.entries(manifest)) {
    const files = [
      name,
      path.basename(emailImagePath(name)),
      ...Object.values(image.srcSet).flatMap((srcSet) => srcSet.split(", ")),
    ];
    for (const entry of files) {
      const fileName = path.basename(entry.split(" ")[0] ?? "");
      copyFileSync(path.join(cacheDir, fileName), path.join(folder, fileName));
    }
  }
}
