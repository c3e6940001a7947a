import { createHash, randomBytes } from "node:crypto";

/** A secret for a link: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this hash: a copy of the database cannot act on anyone's behalf. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
