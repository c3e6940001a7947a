import type { SkippedIssueFile } from "../health/types";

/** The changes the screen's forms ask for, as the `intent` field. */
export type NewsletterIntent = "test" | "send" | "send-again" | "pause" | "resume" | "retry-failed" | "reactivate";

/** What the screen shows after one of its forms was sent: the answer, and the step it may ask for next. */
export interface NewsletterActionResult {
  ok: boolean;
  message: string;
  intent: NewsletterIntent;
  issue: number;
  /** The server asks for a second confirmation: why, and who the send would reach. */
  secondConfirmation?: { reason: string; question: string };
}
/** What opens the editor on a new, empty draft. */
export type EditorIntent = "new-issue";

export type SendState = "sending" | "paused" | "sent";

export interface SendProgress {
  issue: number;
  startedAt: string;
  state: SendState;
  pausedReason: string | null;
  /** When a paused send resumes by itself; null when the coach must resume it. */
  pausedUntil: string | null;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  /** When the last edition went out. */
  lastSentAt: string | null;
}

/** Where an issue the site shows came from: the repository's files, one of them edited in the back office, or written there. */
export type IssueOrigin = "files" | "edited-here" | "written-here";

export interface NewsletterIssueState {
  number: number;
  title: string;
  publishDate: string;
  /** Known from the database: her published row for the number, or none (decision 046). */
  origin: IssueOrigin;
  webUrl: string;
  send: SendProgress | null;
}

/** An address the mail server refused during a send, with its answer. */
export interface RefusedAddress {
  email: string;
  reason: string;
  created_at: string;
}

export interface NewsletterOverview {
  issues: NewsletterIssueState[];
  /** Confirmed subscribers a send started now would go to. */
  recipients: number;
  refused: RefusedAddress[];
  sendsMail: boolean;
  skippedIssues: SkippedIssueFile[];
  /** What brings clients: each published issue, newest first, then each welcome sequence e-mail and guide. */
  results: SourceResults[];
}

/** The kinds of what brings clients: an issue, an e-mail of her welcome sequence, a guide given for an address. */
export type ResultSource = "issue" | "sequence" | "guide";

/**
 * What one of them brought, by the campaign its links carry: people it reached, sign-ups it brought, and the bookings
 * and sales credited to a visit through its links.
 */
export interface SourceResults {
  source: ResultSource;
  /** The campaign its links carry: issue-12, welcome-3, guide-…; one row each. */
  campaign: string;
  /** As the table names it: "12. Title", "Welcome e-mail, day 3: Subject". */
  name: string;
  /** Issues: sent to; sequence e-mails: received by; guides: given to. */
  reached: number;
  /** Issues: sign-ups on its page; guides: sign-ups for it; none for a sequence e-mail, sent to subscribers. */
  signUps: number;
  bookings: number;
  sales: number;
  /** Sales still paid, in pence (pounds only). */
  pence: number;
}

export interface EditionPreview {
  subject: string;
  html: string;
  text: string;
}
