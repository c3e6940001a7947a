import { consentVersion } from "~/content/consent";
import { publicEnv } from "./env";
import { confirmationEmailHeader } from "./messages";
import { type ContactMessageInput, honeypotField } from "./validation";

/**
 * How an insert ended, in the terms the forms need; a sign-up created whose confirmation e-mail waits for a place under
 * the day's cap says so (decision 094).
 */
export type InsertOutcome =
  | { kind: "created"; confirmationWaits?: true }
  | { kind: "duplicate" }
  | { kind: "rejected"; status: number; code: string | null }
  | { kind: "network" };

interface BackendOptions {
  baseUrl?: string;
  anonKey?: string;
  fetcher?: typeof fetch;
}

/**
 * Posts one row to a PostgREST-compatible `/rest/v1/<table>`: this site's own
 * server by default, or a Supabase project when BACKEND_URL points at one.
 * The row is never asked back: visitors may insert, never read.
 */
export async function insertRow(
  table: string,
  row: Record<string, unknown>,
  options: BackendOptions = {},
): Promise<InsertOutcome> {
  const { baseUrl = publicEnv.BACKEND_URL, anonKey = publicEnv.BACKEND_ANON_KEY, fetcher = fetch } = options;
  let response: Response;
  try {
    response = await fetcher(`${baseUrl}/rest/v1/${table}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Prefer: "return=minimal",
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
      },
      body: JSON.stringify(row),
    });
  } catch {
    return { kind: "network" };
  }
  if (response.ok)
    return response.headers.get(confirmationEmailHeader) === "waiting"
      ? { kind: "created", confirmationWaits: true }
      : { kind: "created" };
  const code = await response
    .json()
    .then((body: unknown) => (body && typeof body === "object" && "code" in body ? String(body.code) : null))
    .catch(() => null);
  if (code === "23505") return { kind: "duplicate" };
  return { kind: "rejected", status: response.status, code };
}

function withHoneypot(row: Record<string, unknown>, honeypot: string) {
  return honeypot ? { ...row, [honeypotField]: honeypot } : row;
}

/** Records the page the form was on and the version of the consent wording beside it, for the consent record. */
export function subscribe(email: string, honeypot = "", pagePath = "/", options?: BackendOptions) {
  const row = { email, source_path: pagePath.slice(0, 200), consent_version: consentVersion };
  return insertRow("subscribers", withHoneypot(row, honeypot), options);
}

export function sendContactMessage(fields: ContactMessageInput, honeypot = "", options?: BackendOptions) {
  return insertRow("contact_messages", withHoneypot({ ...fields }, honeypot), options);
}
