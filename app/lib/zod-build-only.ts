/**
 * What the browser build gets instead of zod (see vite.config.ts, scripts/build/islands.ts and decision 006).
 *
 * Content and configuration are checked by zod when the site is prerendered, in
 * Node, where a bad value fails the build. The browser would only repeat those
 * checks on data that has already passed them, so there `z.anything(…).parse(x)`
 * is simply `x`, and about 27 KiB of gzipped JavaScript stays off every page.
 *
 * A schema here holds nothing else: what would read it (`safeParse`, an enum's `.options`, an object's `.shape`)
 * throws, naming itself (decision 080). Each had handed on the stand-in itself, a function, where a value was expected
 * (a `safeParse` result's `.data` became a resource card's picture name), and failed far from its cause.
 */
type Passthrough = ((...args: unknown[]) => Passthrough) & { [key: string]: Passthrough };

/** What reads a real schema's contents or checks a value other than by `parse`. */
const reads = new Set([
  "safeParse",
  "safeParseAsync",
  "parseAsync",
  "spa",
  "decode",
  "encode",
  "safeDecode",
  "safeEncode",
  "options",
  "enum",
  "shape",
  "element",
  "def",
  "_def",
  "_zod",
  "unwrap",
]);

const callable = (() => undefined) as unknown as Passthrough;

/** A schema: each step that builds it (`.optional()`, `.refine(…)`) gives a schema back; `parse` hands its value back. */
const schema: Passthrough = new Proxy(callable, {
  get: (_target, property) => {
    if (property === "parse") return (value: unknown) => value;
    if (typeof property === "string" && reads.has(property)) {
      throw new Error(`zod's .${property} is not in the browser (decision 080): read a plain list or the page's data`);
    }
    return schema;
  },
  apply: () => schema,
});

/** zod's namespace: each of its builders (`z.object`, `z.enum`) gives a schema. */
export const z: Passthrough = new Proxy(callable, { get: () => schema });
