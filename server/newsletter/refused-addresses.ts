import type { RefusedAddress } from "../../app/admin/newsletter/types";
import type { Queryable } from "../storage/db";

/** Addresses the mail server refused during a send (suppressed with its answer as the reason), newest first. */
export async function refusedAddresses(db: Queryable): Promise<RefusedAddress[]> {
  return (await db.query(
    "select email, reason, created_at from public.suppressed_addresses where reason is not null order by created_at desc limit 500",
  )) as unknown as RefusedAddress[];
}

/** Takes a refused address off the suppression list; returns it as stored, or undefined when it was not refused. */
export async function reactivateRefusedAddress(db: Queryable, email: string): Promise<string | undefined> {
  const [removed] = await db.query(
    "delete from public.suppressed_addresses where lower(email) = lower($1) and reason is not null returning email",
    [email],
  );
  return removed === undefined ? undefined : String(removed.email);
}
