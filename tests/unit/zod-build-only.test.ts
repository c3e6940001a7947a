import { describe, expect, it } from "vitest";
import type { z as zod } from "zod";
import { z as standIn } from "~/lib/zod-build-only";

/** The stand-in as the app's modules see it once the browser build has put it in zod's place. */
const z = standIn as unknown as typeof zod;

/** A schema built as the content modules build theirs, here from the browser's stand-in for zod. */
const resource = z
  .object({ type: z.enum(["carousel", "prompt"]), tags: z.array(z.string().trim().min(1)).max(8) })
  .refine(() => false, "never run in the browser")
  .optional();

describe("zod's stand-in in the browser build", () => {
  it("builds schemas as zod does and hands back what `parse` is given, unchecked", () => {
    const value = { type: "neither", tags: [] };
    expect(resource.parse(value)).toBe(value);
  });

  it("refuses what would read a schema or check a value another way, naming it, rather than hand on a function", () => {
    expect(() => resource.safeParse({})).toThrow(/zod's \.safeParse is not in the browser/);
    expect(() => z.enum(["carousel", "prompt"]).options.find((type) => type === "prompt")).toThrow(
      /zod's \.options is not in the browser/,
    );
    expect(() => z.object({}).shape).toThrow(/zod's \.shape is not in the browser/);
  });
});
