import { randomBytes } from "node:crypto";
import type { Database } from "../storage/db";

/**
 * The key that signs the references /go/ adds to checkout and booking links: made at the first
 * start and kept in the database (every server on one database signs alike), read once per server.
 * Deleting its row and restarting makes a new one (docs/operations.md): references already handed
 * out are then credited "Unknown".
 */
export function referenceKeyOf(db: Database): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  async function load() {
    await db.query("insert into public.sales_reference_key (key) values ($1) on conflict (only_row) do nothing", [
      randomBytes(32).toString("base64url"),
    ]);
    const [row] = await db.query("select key from public.sales_reference_key");
    return Buffer.from(String(row?.key), "base64url");
  }
  return () => {
    key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}
