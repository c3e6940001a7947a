import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { newSecret } from "./secrets";

const keyFile = (dataDir: string) => path.join(dataDir, "admin-link.key");

/** A fresh key in the data folder, readable by its owner only: whoever can read it may ask the running server for a sign-in link. */
export function writeOperatorKey(dataDir: string): string {
  const key = newSecret();
  writeFileSync(keyFile(dataDir), key, { mode: 0o600 });
  return key;
}

export function readOperatorKey(dataDir: string): string {
  return readFileSync(keyFile(dataDir), "utf8").trim();
}
