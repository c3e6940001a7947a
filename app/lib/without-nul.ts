import type { z } from "zod";

/**
 * `text` refusing NUL characters, which a document pasted from another program can carry and no database text can
 * keep: the coach is told, beside the field named `label`, rather than the server failing.
 */
export const withoutNul = (text: z.ZodString, label: string) =>
  text.refine(
    (value) => !value.includes("\0"),
    `The ${label} holds an invisible NUL character (pasted from another program): please remove it.`,
  );
