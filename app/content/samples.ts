/**
 * Values the site was built with before the coach supplied her own: invented links, address and
 * name. Visitors see a sample like any other value; `npm run check:launch` lists every one still
 * in the content and refuses a production origin while any remains.
 */
const sampleValues = new Set<string>();

/** Marks a content value as a sample and returns it unchanged. Remove the call when the real value goes in. */
export function sample<T>(value: T): T {
  sampleValues.add(JSON.stringify(value));
  return value;
}

export interface SampleValue {
  /** Where it is, e.g. "links.bookCareerSession". */
  path: string;
  value: unknown;
}

/** Every value in `content` marked with `sample`, with its path. */
export function samplesIn(content: unknown, path = ""): SampleValue[] {
  if (content !== null && content !== undefined && sampleValues.has(JSON.stringify(content))) {
    return [{ path, value: content }];
  }
  if (typeof content !== "object" || content === null) return [];
  return Object.entries(content).flatMap(([key, value]) => samplesIn(value, path ? `${path}.${key}` : key));
}
