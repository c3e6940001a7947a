import type { Context } from "hono";
import { limits } from "../../app/lib/validation";

/**
 * The largest request body accepted, in bytes: every field at its longest, each character at
 * its most expensive in JSON (a `\uXXXX` escape, 6 bytes; UTF-8 needs at most 4), and 1 KiB
 * for names, quotes and the interest. So a message the form allows is never refused for size.
 */
export const maxBodyBytes = Object.values(limits).reduce((sum, limit) => sum + limit, 0) * 6 + 1024;

/** Reads the body, stopping at the first byte over the limit, whether or not its length was declared. */
export async function readBody(c: Context): Promise<{ text: string } | { tooLarge: true }> {
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > maxBodyBytes) return { tooLarge: true };
  const reader = c.req.raw.body?.getReader();
  if (!reader) return { text: "" };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      return { tooLarge: true };
    }
    chunks.push(chunk.value);
  }
  return { text: Buffer.concat(chunks).toString("utf8") };
}
