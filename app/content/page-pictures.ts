import { z } from "zod";
import { type ImageName, images } from "./images";

/**
 * The pictures of her pages she may replace (issue 55, decision 079): her photo on About and the newsletter page's
 * picture. Each is the site's own image (app/content/images.ts, rendered by the build) until she uploads one, which is
 * kept and rendered as the issue editor's pictures are (decision 039); what it shows, for people who cannot see it, is
 * hers to say and never empty.
 */

/** Where each picture she may replace is shown, by the image of app/content/images.ts it replaces. */
export const pagePictureImages = { portrait: "coach-portrait", banner: "newsletter-banner" } as const satisfies Record<
  string,
  ImageName
>;
export type PagePictureKey = keyof typeof pagePictureImages;

/** An uploaded picture's path, its name the one group: what the issue editor's upload answers. */
export const uploadedPicturePattern = /^\/newsletter\/images\/([0-9a-f]{32}\.(?:jpg|png|webp))$/;

const pagePictureSchema = z.object({
  picture: z
    .string()
    .refine(
      (value) => value === "" || uploadedPicturePattern.test(value),
      "Please upload a JPEG, PNG or WebP picture here, or leave this empty to show the site's own.",
    ),
  alt: z.string().trim().min(1).max(300),
});
export type PagePicture = z.infer<typeof pagePictureSchema>;

export const pagePicturesSchema = z.object({ portrait: pagePictureSchema, banner: pagePictureSchema });
export type PagePictures = z.infer<typeof pagePicturesSchema>;

/** The site's own images, with the words the build has always shown for them. */
export const pagePicturesSeed: PagePictures = pagePicturesSchema.parse({
  portrait: { picture: "", alt: images["coach-portrait"].alt },
  banner: { picture: "", alt: images["newsletter-banner"].alt },
});

/** The uploaded picture `picture` names (its file's name), or undefined for the site's own. */
export const uploadedPictureName = (picture: Pick<PagePicture, "picture">): string | undefined =>
  uploadedPicturePattern.exec(picture.picture)?.[1];
