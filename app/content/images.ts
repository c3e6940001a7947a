import { z } from "zod";

/**
 * Every image on the site. Each is drawn (or photographed) for this site and kept in
 * assets/images/; at build, the responsiveImages Vite plugin (scripts/build/responsive-images.ts)
 * renders it at each of its widths into AVIF, WebP and PNG with content-hashed names, and
 * reads its intrinsic size from the source. A source that is missing fails the build.
 *
 * Widths are what the image is shown at on a 375 px phone and on a desktop, at 1x and 2x
 * screen density; `sizes` tells the browser that width before it lays the page out.
 */

export const imageNameSchema = z.enum([
  "coach-portrait",
  "newsletter-banner",
  "resources/hidden-market-map",
  "resources/linkedin-headline-formula",
  "resources/consulting-offer-canvas",
  "resources/warm-outreach-scripts",
  "resources/ninety-day-pipeline",
  "resources/career-strategy-prompts",
  "resources/market-alignment-prompts",
]);
export type ImageName = z.infer<typeof imageNameSchema>;

const imageSchema = z.object({
  /** File in assets/images/: SVG, or a PNG or JPEG at least as wide as the largest width. */
  source: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|png|jpe?g)$/),
  /** Widths in pixels to render, smallest first. */
  widths: z
    .array(z.number().int().min(16).max(2400))
    .min(1)
    .refine((widths) => widths.every((width, index) => index === 0 || width > (widths[index - 1] ?? 0)), "widths must rise"),
  /** How wide the image is shown at each viewport width (the `sizes` attribute). */
  sizes: z.string().min(1),
  /** What the image shows, for people who cannot see it; empty when the text beside it says it all. */
  alt: z.string(),
});
export type ImageSpec = z.infer<typeof imageSchema>;

/** A resource card's thumbnail, shown beside the resource's title, so it needs no text alternative of its own. */
function thumbnail(id: string): ImageSpec {
  return {
    source: `resources/${id}.svg`,
    widths: [384, 768],
    // One column under 768 px, two to 1024 px, then three in the 1152 px container.
    sizes:
      "(min-width: 1152px) 345px, (min-width: 1024px) calc(33vw - 40px), (min-width: 768px) calc(50vw - 46px), (min-width: 640px) calc(100vw - 66px), calc(100vw - 42px)",
    alt: "",
  };
}

export const images: Record<ImageName, ImageSpec> = z.record(imageNameSchema, imageSchema).parse({
  // Until the coach's photo is supplied: add it to assets/images/ and change the source and alt here.
  "coach-portrait": {
    source: "coach-illustration.svg",
    widths: [384, 768],
    // Beside the text from 768 px (two fifths of the row), at most 384 px wide.
    sizes: "(min-width: 1064px) 384px, (min-width: 768px) calc(40vw - 42px), (min-width: 424px) 384px, calc(100vw - 40px)",
    alt: "Illustration of a professional standing where a path divides in two, one way leading to an office building and the other to a consulting practice",
  },
  "newsletter-banner": {
    source: "newsletter-banner.svg",
    widths: [336, 672, 1344],
    // The page header's text column: the full width on phones, at most 672 px.
    sizes: "(min-width: 736px) 672px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
    alt: "An open notebook beside a rising path of stepping stones, the newsletter's emblem of steady weekly progress",
  },
  "resources/hidden-market-map": thumbnail("hidden-market-map"),
  "resources/linkedin-headline-formula": thumbnail("linkedin-headline-formula"),
  "resources/consulting-offer-canvas": thumbnail("consulting-offer-canvas"),
  "resources/warm-outreach-scripts": thumbnail("warm-outreach-scripts"),
  "resources/ninety-day-pipeline": thumbnail("ninety-day-pipeline"),
  "resources/career-strategy-prompts": thumbnail("career-strategy-prompts"),
  "resources/market-alignment-prompts": thumbnail("market-alignment-prompts"),
});
