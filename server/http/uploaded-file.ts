import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import type { HttpBindings } from "@hono/node-server";
import busboy from "busboy";
import type { Context } from "hono";

/** Room in a form beside its one file: the boundaries and each part's headers. */
const formOverhead = 64 * 1024;

/**
 * The body of request `c` as Node reads it: straight off Node's request when Node serves it (no web stream, no
 * `Request` copying it, decision 082), through the web stream otherwise (the tests' `app.request`). Nothing may have
 * read `c.req.raw.body` before.
 */
function bodyOf(c: Context): Readable {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as NodeWebStream<Uint8Array>) : Readable.from([]);
}

/** Reads the body of request `c` to its end and drops it, a chunk at a time as it arrives. */
export async function discardedBody(c: Context) {
  const body = bodyOf(c);
  body.resume();
  await finished(body).catch(() => undefined);
}

/** How a kind of file begins, whatever its name says: its first `length` bytes tell whether a file is one. */
export type FileSignature = { length: number; matches: (head: Buffer) => boolean };

/** The file a form carried, or why there is none to take: no file in it (or no form at all), one over the limit, or one of another kind. */
export type UploadedFile = { bytes: Buffer } | { refused: "no-file" | "too-large" | "wrong-type" };

/**
 * The file in field `field` of request `c`'s multipart form, at most `maxBytes`, parsed as it arrives (busboy) and kept
 * a chunk at a time: undici's `formData()` read the whole body, then parsed and copied it in one go, and five 6 MB
 * uploads arriving at once held the event loop 0.3 s (decision 091). A declared length over the limit is refused
 * before a byte is read; a file that goes over it while arriving is read to the body's end and dropped as it comes
 * (a browser still sending then reads the answer rather than a reset), as is anything else in the form. A file whose
 * first bytes are not `signature`'s is refused as soon as they arrive, the rest read off and dropped, never kept: the
 * answer goes at once, and the server closes a connection still sending half a second after it (decision 096).
 */
export async function uploadedFile(c: Context, field: string, maxBytes: number, signature: FileSignature): Promise<UploadedFile> {
  if (Number(c.req.header("content-length") ?? 0) > maxBytes + formOverhead) return { refused: "too-large" };
  const body = bodyOf(c);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": c.req.header("content-type") ?? "" },
      limits: { files: 1, fileSize: maxBytes, fields: 8, fieldSize: 1024 },
    });
  } catch {
    // Not a multipart form.
    await discardedBody(c);
    return { refused: "no-file" };
  }
  const chunks: Buffer[] = [];
  let received = 0;
  let outcome = "no-file" as "kept" | "no-file" | "too-large" | "wrong-type";
  let refusedNow: () => void = () => undefined;
  let checked = false;
  /** The file's kind told from its first bytes (or all of it, when shorter): another kind is refused there and then. */
  const checkKind = () => {
    checked = true;
    if (signature.matches(Buffer.concat(chunks))) return;
    outcome = "wrong-type";
    chunks.length = 0;
    refusedNow();
  };
  parser.on("file", (name, file) => {
    if (name !== field) return void file.resume();
    outcome = "kept";
    file.on("data", (chunk: Buffer) => {
      if (outcome !== "kept") return;
      chunks.push(chunk);
      received += chunk.length;
      if (!checked && received >= signature.length) checkKind();
    });
    file.on("end", () => {
      if (outcome === "kept" && !checked) checkKind();
    });
    file.on("limit", () => {
      outcome = "too-large";
      chunks.length = 0;
    });
  });
  // A form that does not parse, or a body cut off, is read no further for a file: none.
  const parsed = await new Promise<"whole" | "wrong-type" | "broken">((resolve) => {
    refusedNow = () => resolve("wrong-type");
    parser.once("close", () => resolve("whole"));
    parser.once("error", () => resolve("broken"));
    body.once("error", () => resolve("broken"));
    body.once("close", () => body.readableEnded || resolve("broken"));
    body.pipe(parser);
  });
  if (parsed === "wrong-type") {
    // Answered now, the rest of the body dropped as it comes, not awaited.
    body.unpipe(parser);
    body.resume();
    return { refused: "wrong-type" };
  }
  if (parsed === "broken") {
    body.unpipe(parser);
    await discardedBody(c);
    return { refused: "no-file" };
  }
  return outcome === "kept" ? { bytes: Buffer.concat(chunks) } : { refused: outcome };
}
