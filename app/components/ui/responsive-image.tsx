import generatedImages from "virtual:responsive-images";
import { type ImageName, images } from "~/content/images";

interface ResponsiveImageProps {
  name: ImageName;
  /** The largest thing in the page's first view (its LCP element): fetched first, at once. Otherwise it loads as it nears the screen. */
  priority?: boolean;
  className?: string;
}

/**
 * One image of app/content/images.ts as AVIF, then WebP, then PNG, each at every width it
 * was rendered at: the browser takes the first format it can show at the width it needs.
 * Width and height reserve its box, so nothing moves as it arrives.
 */
export function ResponsiveImage({ name, priority = false, className }: ResponsiveImageProps) {
  const { sizes, alt } = images[name];
  const { width, height, src, srcSet } = generatedImages[name];
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
