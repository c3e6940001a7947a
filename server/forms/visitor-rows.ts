import type { Context } from "hono";
import type { SignUpMail } from "../../app/lib/messages";
import { honeypotField, type SubscriberInput, validateContactMessage, validateSubscriber } from "../../app/lib/validation";
import type { VisitCredit } from "../analytics/site-counter";
import type { NotificationQueue } from "../mail/outbox";
import { type Database, isPostgresError, type Queryable } from "../storage/db";

export interface VisitorTable {
  columns: readonly string[];
  /** Whether each row keeps where the sender's visit came from (the server's columns, never the sender's). */
  keepsVisitCredit?: boolean;
  validate: (
    row: Record<string, unknown>,
  ) => { ok: true; value: object } | { ok: false; errors: Record<string, string | undefined> };
}

/** The tables visitors may insert into. A Map, not an object literal: `constructor` must not find Object's own properties. */
export const visitorTables = new Map<string, VisitorTable>([
  ["subscribers", { columns: ["email", "source_path", "consent_version", "guide_id"], validate: validateSubscriber }],
  [
    "contact_messages",
    { columns: ["name", "email", "subject", "message", "interest"], validate: validateContactMessage, keepsVisitCredit: true },
  ],
]);

/**
 * How one visitor's insert ended, before it is put into PostgREST's JSON or a page; `mail`, for a sign-up, when its
 * e-mail (created, or for an address already on the list) did not go now: the caps held it back, or its confirmation
 * waits for a place under the day's cap.
 */
export type InsertResult =
  | { kind: "created"; mail?: Exclude<SignUpMail, "sent"> }
  | { kind: "invalid"; errors: Record<string, string | undefined> }
  | {
      kind: "refused";
      status: 400 | 401 | 409;
      code: string;
      message: string;
      details: string | null;
      mail?: Exclude<SignUpMail, "sent">;
    };

/** A sign-up stored with its e-mail: what became of that, and the database's refusal for an address already there. */
export interface SignUp {
  mail: SignUpMail;
  duplicate?: unknown;
}

export interface VisitorRowOptions {
  db: Database;
  /** Queues a notification with each insert; without it, nothing is queued. */
  notificationQueue?: NotificationQueue;
  /** Stores a signup with its confirmation e-mail; without it, subscribers are inserted as any other row. */
  subscribe?: (row: SubscriberInput, alsoAsOwner?: (tx: Queryable) => Promise<void>) => Promise<SignUp>;
  /** Told of each row stored, with the request that sent it (visit counting credits its source). */
  onInserted?: (tableName: string, sender: Context) => void;
  /** The source the sender's visit today was credited to, and its first page, when the server knows it. */
  creditOf?: (sender: Context) => VisitCredit | undefined;
}

/** A visit's credit as a row's columns; empty when it is not known. */
function visitColumns(credit: VisitCredit | undefined): Record<string, string> {
  if (!credit) return {};
  const { source, landing } = credit;
  return {
    visit_source: source.name,
    ...(source.campaign ? { visit_campaign: source.campaign } : {}),
    ...(landing ? { visit_landing: landing } : {}),
  };
}

/**
 * The one path a visitor's row takes into the database, whether it came as JSON through the
 * REST API or as a plain form post: the honeypot, the shared validation, the insert as `anon`
 * and, in the same transaction, its notification; once stored, `onInserted` hears of it.
 */
export async function insertVisitorRow(
  { db, notificationQueue, subscribe, onInserted, creditOf }: VisitorRowOptions,
  tableName: string,
  table: VisitorTable,
  record: Record<string, unknown>,
  sender: Context,
): Promise<InsertResult> {
  if (typeof record[honeypotField] === "string" && record[honeypotField] !== "") return { kind: "created" };
  const result = table.validate(record);
  if (!result.ok) return { kind: "invalid", errors: result.errors };
  const validRow = result.value as Record<string, string>;
  const queueNotification = notificationQueue?.queueFor(tableName, validRow);
  let mail: SignUpMail = "sent";
  const notSent = (what: SignUpMail) => (what === "sent" ? {} : { mail: what });
  try {
    if (tableName === "subscribers" && subscribe) {
      const signUp = await subscribe(validRow as unknown as SubscriberInput, queueNotification);
      mail = signUp.mail;
      if (signUp.duplicate) throw signUp.duplicate;
    } else {
      const credit = table.keepsVisitCredit ? visitColumns(creditOf?.(sender)) : {};
      await db.insertAsAnon(tableName, { ...validRow, ...credit }, queueNotification);
    }
  } catch (error) {
    if (!isPostgresError(error)) throw error;
    if (error.code === "23505")
      return {
        kind: "refused",
        status: 409,
        code: "23505",
        message: error.message,
        details: error.detail ?? "This row already exists.",
        ...notSent(mail),
      };
    if (error.code.startsWith("23") || error.code.startsWith("22"))
      return { kind: "refused", status: 400, code: error.code, message: error.message, details: error.detail ?? null };
    if (error.code === "42501") return { kind: "refused", status: 401, code: "42501", message: error.message, details: null };
    throw error;
  }
  if (queueNotification) notificationQueue?.queued();
  onInserted?.(tableName, sender);
  return { kind: "created", ...notSent(mail) };
}
