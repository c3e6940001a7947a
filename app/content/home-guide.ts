import type { Home } from "./home";
import { isGuide, type Resource } from "./resources";

/**
 * Which guide the home page offers (decision 092): none while its block is off; the guide she picked while it is still
 * in her library and given for an address; else (none picked, a row from before she could pick, or the guide since
 * unmarked or removed) the first resource of her library given for an address; none when she has no guide.
 */
export function homePageGuide(block: Home["guide"], library: Resource[]): Resource | undefined {
  if (!block.offer) return undefined;
  return library.find((resource) => resource.id === block.guideId && isGuide(resource)) ?? library.find(isGuide);
}

/** Why the home page cannot offer the guide she picked, or undefined: checked at save, beside the field. */
export function homeGuideProblem(block: Home["guide"], library: Resource[]): string | undefined {
  if (!block.offer || block.guideId === "") return undefined;
  const resource = library.find((each) => each.id === block.guideId);
  if (!resource) return "This guide is no longer in your free resources: please choose another.";
  if (!isGuide(resource))
    return `“${resource.title}” is not given in return for an e-mail address: mark it so under Free resources, or choose another.`;
  return undefined;
}

/** A value a field may be set to, and its words in the list. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * The guides the Home page screen offers to choose from: the first of her library (what a block saved before the
 * choice shows), then each guide by its title; a guide saved earlier and no longer given for an address is listed
 * as such, so the screen shows what the page does instead.
 */
export function homeGuideChoices(block: Home["guide"], library: Resource[]): Choice[] {
  const guides = library.filter(isGuide);
  const choices = [
    { value: "", label: "The first guide of your free resources" },
    ...guides.map((guide) => ({ value: guide.id, label: guide.title })),
  ];
  if (block.guideId === "" || guides.some((guide) => guide.id === block.guideId)) return choices;
  const title = library.find((resource) => resource.id === block.guideId)?.title ?? block.guideId;
  return [
    ...choices,
    { value: block.guideId, label: `${title} (no longer given for an address: the page offers your first guide)` },
  ];
}
