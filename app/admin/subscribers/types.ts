/**
 * What the Subscribers' API answers (/admin/api/subscribers, server/subscriptions/): the types the server returns and the screens read.
 * Timestamps are ISO strings, as they arrive in JSON.
 */

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface Subscriber {
  id: number;
  created_at: string;
  email: string;
  status: SubscriberStatus;
  source_path: string | null;
  /** For people imported or added by the coach: the source she stated, and their names when the list had them. */
  stated_source: string | null;
  first_name: string | null;
  last_name: string | null;
  /** Where they are in her welcome sequence ("2 of 4 received"); null while there is none or they have not confirmed. */
  sequence_place?: string | null;
  /** The free guide they asked for when they subscribed (its title, or its short name once she removed it). */
  guide?: string | null;
  /** For a pending person whose confirmation e-mail waits for a place under the day's cap (decision 089): since when. */
  confirmation_waiting_since?: string | null;
}

/** Why a row of an import was not added. */
export type SkippedReason = "invalid" | "already present" | "suppressed" | "unreadable date";

export interface ImportResult {
  imported: number;
  alreadyPresent: number;
  suppressed: number;
  invalid: number;
  /** Rows whose stated date of consent (OPTIN_TIME, created_at…) is not a date, or is in the future. */
  unreadableDates: number;
  /** Each row not added, in the file's order, with why: what the coach can download and check. */
  skipped: { line: number; email: string; reason: SkippedReason }[];
}

/** What the coach states about a list: its source (kept with each person), and the consent event's wording when it says more. */
export interface StatedSource {
  source: string;
  detail?: string;
  event?: "imported" | "added";
}

export interface ErasureReport {
  subscribers: number;
  contactMessages: number;
  notificationPayloads: number;
  consentEvents: number;
  tokens: number;
  confirmationLog: number;
  /** Which newsletter issues were sent to the address, and how each went. */
  newsletterDeliveries: number;
  /** Bookings and sales the address was removed from; they stay as anonymous figures. */
  bookingsAndSales: number;
}
