export type {
  EditionPreview,
  NewsletterIssueState,
  NewsletterOverview,
  RefusedAddress,
  SendProgress,
} from "../../../lib/back-office-types";

/** The changes the screen's forms ask for, as the `intent` field. */
export type NewsletterIntent = "test" | "send" | "pause" | "resume" | "retry-failed" | "reactivate";
/** What opens the editor: an empty draft, or one of the site's own issue files as a draft. */
export type EditorIntent = "new-issue" | "edit-file";
