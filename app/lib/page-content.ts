import type { EditableContent } from "~/content/editable";
import type { RenderedNewsletterImage } from "~/content/newsletter-images.server";
import { type PagePictureKey, uploadedPictureName } from "~/content/page-pictures";
import { type PageKey, pagesOf } from "~/content/pages";
import { withPlaceholdersFilled } from "~/content/placeholders";
import { siteWith } from "~/content/site";
import { editableOf, picturesOf, savedSettingsOf } from "./render-context";

/**
 * Her content as a page's loader hands it to the page (decision 061): the part `pick` chooses of what the render was
 * handed (the full build: the seed), its placeholders filled in with her details. Only that part reaches the page's
 * data, so a page carries the words it shows and no others.
 */
export function contentFor<T>(context: unknown, pick: (content: EditableContent) => T): T {
  const editable = editableOf(context);
  return withPlaceholdersFilled(pick(editable), siteWith(savedSettingsOf(context), editable.sessions));
}

/**
 * Page `key`'s title and description in search results and on its card (decision 095): her words as the render was
 * handed them (the full build: the seed's), filled in with her details and kept within a search result's lengths.
 */
export function pageSeoFor(context: unknown, key: PageKey) {
  const editable = editableOf(context);
  return pagesOf(siteWith(savedSettingsOf(context), editable.sessions), editable.pages)[key];
}

/** A page's picture as its loader hands it: what it shows in her words, and her upload's files if she replaced the site's own. */
export interface ShownPicture {
  alt: string;
  uploaded?: RenderedNewsletterImage;
}

/**
 * The files of the pictures she uploaded for her resources' cards, by resource id, as the render was handed them: a
 * resource whose picture is not among them shows the site's own drawing.
 */
export function resourcePicturesFor(context: unknown, library: EditableContent["resources"]["library"]) {
  const pictures = picturesOf(context);
  const found: Record<string, RenderedNewsletterImage> = {};
  for (const resource of library) {
    const uploaded = pictures[uploadedPictureName(resource) ?? ""];
    if (uploaded) found[resource.id] = uploaded;
  }
  return found;
}

/**
 * Her picture `key` (decision 079): the upload she saved, as the render was handed it, or the site's own image (the
 * seed, and the full build) when she has none or it is not among the pictures the render was handed.
 */
export function pictureFor(context: unknown, key: PagePictureKey): ShownPicture {
  const picture = contentFor(context, (content) => content.pictures[key]);
  const name = uploadedPictureName(picture);
  const uploaded = name ? picturesOf(context)[name] : undefined;
  return uploaded ? { alt: picture.alt, uploaded } : { alt: picture.alt };
}
