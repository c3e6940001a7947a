import type { EditableContent } from "~/content/editable";
import { withPlaceholdersFilled } from "~/content/placeholders";
import { siteWith } from "~/content/site";
import { editableOf, savedSettingsOf } from "./render-context";

/**
 * Her content as a page's loader hands it to the page (decision 061): the part `pick` chooses of what the render was
 * handed (the full build: the seed), its placeholders filled in with her details. Only that part reaches the page's
 * data, so a page carries the words it shows and no others.
 */
export function contentFor<T>(context: unknown, pick: (content: EditableContent) => T): T {
  const editable = editableOf(context);
  return withPlaceholdersFilled(pick(editable), siteWith(savedSettingsOf(context), editable.sessions));
}
