import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hashOf, newSecret, sameHash } from "./secrets";

const keyFile = (dataDir: string) => path.join(dataDir, "admin-link.key");

/**
 * A fresh key in the data folder, readable by its owner only: whoever can read it may ask the running server for a
 * sign-in link (`npm run admin-link`) or a backup (`npm run backup`).
 */
export function writeOperatorKey(dataDir: string): string {
  const key = newSecret();
  writeFileSync(keyFile(dataDir), key, { mode: 0o600 });
  return key;
}

export function readOperatorKey(dataDir: string): string {
  return readFileSync(keyFile(dataDir), "utf8").trim();
}

/** Whether a request's `Authorization: Bearer …` header presents the server's operator key (there is none on PostgreSQL). */
export function presentsOperatorKey(authorization: string | undefined, key: string | undefined): boolean {
  const presented = (authorization ?? "").replace(/^Bearer /, "");
  return key !== undefined && sameHash(hashOf(key), hashOf(presented));
}
