import type { SettingField } from "~/content/site-settings";
/**
 * What the Health screen's API answers (/admin/api/health, the weekly summary, the launch checklist): the types the server returns and the screen reads.
 * Timestamps are ISO strings, as they arrive in JSON.
 */

export interface FailingNotification {
  id: number;
  kind: string;
  channel: string;
  created_at: string;
  attempts: number;
  last_error: string;
  next_attempt_at: string;
}

export interface OutboxStanding {
  /** Waiting to be sent, none of their attempts failed yet. */
  queued: number;
  sentLast7Days: number;
  failing: FailingNotification[];
}

/** A published issue the site cannot show (it broke a rule): skipped by the site and the server, with why. */
export interface SkippedIssueFile {
  file: string;
  reason: string;
}

export interface Health {
  messages: { thisWeek: number; thisMonth: number };
  subscribers: { thisWeek: number; thisMonth: number };
  outbox: OutboxStanding;
  skippedIssues: SkippedIssueFile[];
  /** Why the data folder cannot take what visitors send (a full disk, a read-only folder); null when it can. */
  dataDirProblem: string | null;
  /** When an erasure began whose old copies on disk wait for a backup reading the list to end; null when none waits. */
  erasureWaitingSince: string | null;
}

/** What /admin/api/weekly-summary answers: whether the coach receives the Monday summary e-mail, her choice in the back office. */
export interface WeeklySummarySetting {
  enabled: boolean;
  /** When she last changed it; null while the server's default (WEEKLY_SUMMARY) holds. */
  changedAt: string | null;
  /** False without SMTP_URL: then nothing is sent, whatever she chooses. */
  sendsMail: boolean;
}

/** One part of the Monday summary: a title and its figures, one a line. */
export interface SummaryPart {
  title: string;
  items: string[];
}

/** What /admin/api/weekly-summary/preview answers: last week's summary as it would arrive, and this week's figures so far beside it. */
export interface WeeklySummaryPreview {
  subject: string;
  html: string;
  text: string;
  /** This week, Monday to today in London: the same parts as the summary, for a site too new to have a last week. */
  soFar: { from: string; to: string; parts: SummaryPart[] };
}

/** A value still invented for the sample site, on the Health screen's launch checklist (GET /admin/api/settings/launch). */
export interface LaunchChecklist {
  samples: Pick<SettingField, "key" | "label" | "group">[];
}
