import type { Queryable } from "../storage/db";

/** Addresses the mail server refused during a send (suppressed with its answer as the reason), newest first. */
export function refusedAddresses(db: Queryable) {
  return db.query(
    "select email, reason, created_at from public.suppressed_addresses where reason is not null order by created_at desc limit 500",
  );
}

/** Takes a refused address off the suppression list; returns it as stored, or undefined when it was not refused. */
export async function reactivateRefusedAddress(db: Queryable, email: string): Promise<string | undefined> {
  const [removed] = await db.query(
    "delete from public.suppressed_addresses where lower(email) = lower($1) and reason is not null returning email",
    [email],
  );
  return removed === undefined ? undefined : String(removed.email);
}
