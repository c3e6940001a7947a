import generatedImages from "virtual:responsive-images";
import { type ImageName, images } from "~/content/images";
import type { ShownPicture } from "~/lib/page-content";

interface ResponsiveImageProps {
  name: ImageName;
  /** Her words for it and, if she uploaded one in its place (decision 079), her picture's files. */
  shown?: ShownPicture;
  /** The largest thing in the page's first view (its LCP element): fetched first, at once. Otherwise it loads as it nears the screen. */
  priority?: boolean;
  className?: string;
}

/**
 * One image of app/content/images.ts as AVIF, then WebP, then PNG, each at every width it
 * was rendered at: the browser takes the first format it can show at the width it needs.
 * Width and height reserve its box, so nothing moves as it arrives. A picture she uploaded in
 * its place is shown the same way, at the widths it was rendered at, in the same box's sizes.
 */
export function ResponsiveImage({ name, shown, priority = false, className }: ResponsiveImageProps) {
  const { sizes } = images[name];
  const alt = shown?.alt ?? images[name].alt;
  const built = generatedImages[name];
  const { width, height, src, srcSet } = shown?.uploaded
    ? { ...shown.uploaded, srcSet: { ...shown.uploaded.srcSet, png: shown.uploaded.srcSet.fallback } }
    : built;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet.webp} sizes={sizes} />
      <img
        src={src}
        srcSet={srcSet.png}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? undefined : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
