import { createHmac, timingSafeEqual } from "node:crypto";
import type { Queryable } from "../storage/db";
import { newSecret } from "./secrets";

/**
 * Addresses that open something without a session for a while, signed with a secret the database keeps: a test
 * e-mail's pictures (decision 041), a guide's download (decision 077). One secret a purpose, shared by every server on
 * the database; the first to need it stores it.
 */
export async function signingSecret(db: Queryable, purpose: string): Promise<string> {
  await db.query("insert into public.signing_secrets (purpose, secret) values ($1, $2) on conflict (purpose) do nothing", [
    purpose,
    newSecret(),
  ]);
  const [row] = await db.query("select secret from public.signing_secrets where purpose = $1", [purpose]);
  return String(row?.secret);
}

/** The signature of what an address names (its parts, in order) and until when it works. */
export const signatureOf = (secret: string, ...parts: (string | number)[]) =>
  createHmac("sha256", secret).update(parts.join(" ")).digest("base64url");

/** Whether `given` is the signature `expected`, compared in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}
