import type { Subscriber } from "../shared/admin-api";

export type { ErasureReport, ImportResult } from "./types";

/** What /admin/api/subscribers/… answers about one person and the coach's changes to the list; see server/admin/subscriber-records.ts. */
export interface ConsentEvent {
  event: "subscribed" | "confirmed" | "unsubscribed" | "imported" | "added" | "erased";
  at: string;
  pagePath: string | null;
  consentVersion: string | null;
  /** For an import or an addition: the source the coach stated and her confirmation. */
  detail: string | null;
  /** For an import: the date of consent the list stated, and the header of the column it came from. */
  statedConsentAt: string | null;
  statedConsentColumn: string | null;
}

export interface SubscriberRecord {
  subscriber: Subscriber & { confirmed_at: string | null; unsubscribed_at: string | null };
  history: ConsentEvent[];
}

export interface ConfirmationCaps {
  maxPerDay: number;
  sentToday: number;
  heldBackToday: { perAddress: number; daily: number };
  lastHeldBackAt: string | null;
  /** Sign-ups whose confirmation e-mail waits for a place under the daily cap, and when the next goes. */
  waiting: number;
  nextWaitingGoesAt: string | null;
}
