import { fieldLabels } from "./kinds";

/** A field's place in the document, as the server's refusals name it: "items.2.answer". */
export const pathKey = (path: (string | number)[]) => path.join(".");

/**
 * The field at `path` as she reads it: its label within the group it is in ("tabs.faq", where a name means something else
 * on another page), its label, or its name split into words.
 */
export function labelOf(path: readonly (string | number)[]): string {
  const name = path.at(-1) ?? "";
  if (typeof name === "number") return `Item ${name + 1}`;
  const group = path.slice(0, -1).findLast((part) => typeof part === "string");
  return (
    fieldLabels[`${group}.${name}`] ??
    fieldLabels[name] ??
    name.replace(/([A-Z])/g, " $1").replace(/^./, (first) => first.toUpperCase())
  );
}

/** `document` with the value at `path` replaced by `value`: a new document, the old one untouched. */
export function withValueAt(document: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(document)) return document.map((item, index) => (index === head ? withValueAt(item, rest, value) : item));
  const record = document as Record<string, unknown>;
  return { ...record, [head as string]: withValueAt(record[head as string], rest, value) };
}

/** An empty copy of `item`: every text blank, every choice off, a list keeping one empty item (so a new FAQ section has a question). */
export function emptied(item: unknown): unknown {
  if (typeof item === "string") return "";
  if (typeof item === "number") return item;
  if (typeof item === "boolean") return false;
  if (Array.isArray(item)) return item.length > 0 ? [emptied(item[0])] : [];
  if (item && typeof item === "object") {
    return Object.fromEntries(Object.entries(item).map(([key, value]) => [key, key === "icon" ? value : emptied(value)]));
  }
  return item;
}
