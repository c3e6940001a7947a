export type {
  EditionPreview,
  NewsletterIssueState,
  NewsletterOverview,
  RefusedAddress,
  SendProgress,
} from "../../../lib/back-office-types";

/** The changes the screen's forms ask for, as the `intent` field. */
export type NewsletterIntent = "test" | "send" | "pause" | "resume" | "retry-failed" | "reactivate";
