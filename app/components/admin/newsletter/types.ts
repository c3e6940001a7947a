import type { SendProgress } from "../../../../server/newsletter/sending";

/** What /admin/api/newsletter answers; see server/admin/newsletter.ts. */
export type { SendProgress };

export interface NewsletterIssueState {
  number: number;
  title: string;
  publishDate: string;
  webUrl: string;
  send: SendProgress | null;
}

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
}

export interface EditionPreview {
  subject: string;
  html: string;
  text: string;
}

/** The changes the screen's forms ask for, as the `intent` field. */
export type NewsletterIntent = "test" | "send" | "pause" | "resume" | "retry-failed" | "reactivate";
