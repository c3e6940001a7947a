/**
 * How saved settings (decision 029) are laid over the content: what the pages need of them, kept
 * apart from the settings screen's field list (site-settings.ts) so that list never reaches a
 * visitor's browser. The keys were checked against that list when they were saved and read.
 */

/** A saved value as it goes into the content: text, or a number of pounds. */
export type SettingValue = string | number;
/** Saved values by field key (its dotted path in the content); an absent key takes the default from the content files. */
export type SavedSettings = Record<string, SettingValue>;

/** The value at a dotted path of `content` (keys may contain hyphens, never dots). */
export function valueAt(content: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      content,
    );
}

/** A copy of `content` with every saved value of `saved` whose first part is `root` put in place. */
export function withSettings<T>(content: T, saved: SavedSettings, root?: string): T {
  const copy = structuredClone(content) as Record<string, unknown>;
  for (const [key, value] of Object.entries(saved)) {
    const parts = key.split(".");
    if (root !== undefined && parts.shift() !== root) continue;
    const last = parts.pop() as string;
    let node: Record<string, unknown> | undefined = copy;
    for (const part of parts) node = node?.[part] as Record<string, unknown> | undefined;
    if (node && typeof node === "object") node[last] = value;
  }
  return copy as T;
}
