import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A random secret for a link or a session id: 32 bytes, URL-safe. */
export const newSecret = () => randomBytes(32).toString("base64url");

/** A six-digit one-time code, leading zeros kept. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** What the database keeps of a secret: its SHA-256, never the secret itself. */
export const hashOf = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex");

/** Compares two hashes in constant time, so that a wrong guess reveals nothing through timing. */
export function sameHash(expected: string, actual: string): boolean {
  const left = Buffer.from(expected, "hex");
  const right = Buffer.from(actual, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
