export type {
  EditionPreview,
  NewsletterIssueState,
  NewsletterOverview,
  RefusedAddress,
  SendProgress,
} from "../../../lib/back-office-types";

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
