import { z } from "zod";
import { seedResultNouns } from "../lib/resource-search";
import { newAddress } from "./address-part";
import { type Resources, resourcesSchema } from "./resources";

/**
 * Her kinds of free resource (issue 55, decision 097) as a save and a stored row are read: the rules across the page and
 * the library, and a row saved before her kinds. Apart from resources.ts so that the library's island, which carries the
 * seed, never carries them.
 */

/**
 * A row saved before her kinds named its two, carousels and prompt packs, in each group of its page's words
 * (`tabs.carousel`, `typeBadges.prompt`…): read as her two kinds, so her words and her resources' kinds stay as they were.
 */
function withKinds(row: unknown): unknown {
  const page = (row as { page?: unknown } | null)?.page;
  if (!page || typeof page !== "object" || "kinds" in page) return row;
  const before = page as Record<string, Record<string, unknown> | undefined>;
  const kinds = ["carousel", "prompt"].map((id) => ({
    id,
    tab: before.tabs?.[id],
    badge: before.typeBadges?.[id],
    group: before.groups?.[id],
    results: ((before.results ?? seedResultNouns) as Record<string, unknown>)[id],
    empty: before.empty?.[id],
  }));
  return { ...(row as object), page: { ...page, kinds } };
}

/**
 * Her kinds with an address each: a kind she has just added (none yet) gets one made from its tab's name, unlike any
 * other's and never "all"; and each resource's kind by its address, a resource that chose a kind added in the same save
 * having chosen it by its tab's name.
 */
function withAddresses({ page, library }: Resources): Resources {
  const taken = new Set(["all", ...page.kinds.map((kind) => kind.id)]);
  const kinds = page.kinds.map((kind) => (kind.id ? kind : { ...kind, id: newAddress(kind.tab, 36, "kind", taken) }));
  const addressFor = (chosen: string) =>
    page.kinds.some((kind) => kind.id === chosen) ? chosen : (kinds.find((kind) => kind.tab === chosen)?.id ?? chosen);
  return { page: { ...page, kinds }, library: library.map((resource) => ({ ...resource, type: addressFor(resource.type) })) };
}

/** A resource whose kind is not one of hers (its kind removed, or never one): refused beside the field and the kinds. */
function checkKinds({ page, library }: Resources, context: z.RefinementCtx): void {
  const addresses = new Set(page.kinds.map((kind) => kind.id));
  const without = library.flatMap((resource, index) => (addresses.has(resource.type) ? [] : [{ resource, index }]));
  for (const { index } of without) {
    context.addIssue({ code: "custom", path: ["library", index, "type"], message: "Please choose one of your kinds." });
  }
  if (without.length === 0) return;
  const titles = without.map(({ resource }) => `“${resource.title}”`);
  const named = titles.length > 3 ? `${titles.slice(0, 3).join(", ")} and ${titles.length - 3} more` : titles.join(", ");
  const one = without.length === 1;
  context.addIssue({
    code: "custom",
    path: ["page", "kinds"],
    message: `A kind still in use cannot be removed: ${named} ${one ? "shows" : "show"} under it. Move ${one ? "it" : "them"} to another kind first, or keep the kind.`,
  });
}

/** Her library and its page as saved and as stored: what `editableSchemas.resources` checks and reads. */
export const resourcesRowSchema = z.preprocess(withKinds, resourcesSchema.transform(withAddresses).superRefine(checkKinds));
