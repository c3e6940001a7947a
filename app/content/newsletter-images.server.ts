import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { images } from "./images";

/** Where an uploaded image is served once the site is rebuilt: `![alt](/newsletter/images/<name>)` in an article. */
export const newsletterImagesPath = "/newsletter/images";

/**
 * The widths an uploaded picture is rendered at: those of the newsletter's banner, whose column
 * (at most 672 px, the full width on phones) is the article's too (decision 036).
 */
export const newsletterImageWidths = images["newsletter-banner"].widths;
export const newsletterImageSizes = images["newsletter-banner"].sizes;

/** One uploaded picture as the build shows it, written by the server's regeneration (server/publishing/image-variants.ts). */
export interface RenderedNewsletterImage {
  width: number;
  height: number;
  /** The fallback (JPEG for photographs, PNG otherwise) at its smallest width, for the <img>'s src. */
  src: string;
  srcSet: { avif: string; webp: string; fallback: string };
  /** The fallback's content type: image/jpeg or image/png. */
  fallbackType: string;
}

export type NewsletterImageManifest = Record<string, RenderedNewsletterImage>;

/** The file in CONTENT_DIR that names every rendered picture, by the uploaded file's name. */
export const imageManifestFile = "newsletter-images.json";

/** The manifest the regeneration wrote into the content folder (CONTENT_DIR), or none when it holds no pictures. */
export function readImageManifest(contentDir: string): NewsletterImageManifest {
  const file = path.join(contentDir, imageManifestFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as NewsletterImageManifest) : {};
}

const uploadedImagePattern = /<img src="\/newsletter\/images\/([0-9a-f]{32}\.(?:jpg|png|webp))"([^>]*?)\s*\/?>/g;

/**
 * A sanitised article's uploaded pictures as the site's own images are shown (decision 007): a
 * <picture> with AVIF and WebP sources and a JPEG or PNG <img> with its width, height and sizes,
 * loaded lazily. A picture the manifest does not know stays as it was written.
 */
export function withResponsiveImages(html: string, manifest: NewsletterImageManifest): string {
  return html.replace(uploadedImagePattern, (tag, name: string, attributes: string) => {
    const image = manifest[name];
    if (!image) return tag;
    const source = (type: string, srcSet: string) =>
      `<source type="${type}" srcset="${srcSet}" sizes="${newsletterImageSizes}" />`;
    return [
      "<picture>",
      source("image/avif", image.srcSet.avif),
      source("image/webp", image.srcSet.webp),
      `<img src="${image.src}" srcset="${image.srcSet.fallback}" sizes="${newsletterImageSizes}"${attributes} width="${image.width}" height="${image.height}" loading="lazy" decoding="async" />`,
      "</picture>",
    ].join("");
  });
}
