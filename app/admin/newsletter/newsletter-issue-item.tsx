import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { formatLongDate } from "../../lib/dates";
import type { Draft } from "../../lib/newsletter-drafts";
import { EditionPreview } from "./edition-preview";
import { SecondConfirmation } from "./second-confirmation";
import { SendConfirmation } from "./send-confirmation";
import { SendProgress } from "./send-progress";
import { TestSendForm } from "./test-send-form";
import type { IssueOrigin, NewsletterActionResult, NewsletterIssueState, EditionPreview as Preview } from "./types";

interface NewsletterIssueItemProps {
  issue: NewsletterIssueState;
  /** The back office's row of this issue (every issue has one, the seed's included): what "Edit" opens. */
  draft: Pick<Draft, "id"> | undefined;
  recipients: number;
  sendsMail: boolean;
  preview: Preview | null;
  confirming: boolean;
  /** The answer to the last form sent about this issue, if it was about this one. */
  answer: NewsletterActionResult | undefined;
}

const smallButton = buttonStyles("secondary", "px-4 py-2 text-sm");

const originLabels: Record<IssueOrigin, string> = {
  files: "From the site’s files",
  "edited-here": "From the site’s files, edited here",
  "written-here": "Written here",
};

/**
 * One issue of the archive: whether it was sent, when and to how many; preview and test; send while it is not,
 * and send again to those who have not had it once it was (two confirmations).
 */
export function NewsletterIssueItem({
  issue,
  draft,
  recipients,
  sendsMail,
  preview,
  confirming,
  answer,
}: NewsletterIssueItemProps) {
  const { number, title, send } = issue;
  const canSend = sendsMail && (send === null || send.state === "sent");
  const secondStep = answer?.secondConfirmation;
  return (
    <li className="rounded-lg border border-line bg-paper p-5">
      <h3 className="text-xl font-semibold">
        Issue {number}: {title}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">
        {originLabels[issue.origin]} · Published on the site {formatLongDate(issue.publishDate)}
        {send ? "" : " · Not sent by e-mail yet"}
      </p>
      {send ? <SendProgress send={send} /> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={preview ? "/admin/newsletter" : `?preview=${number}`} className={smallButton}>
          {preview ? "Close the preview" : "Preview"}
        </Link>
        {draft ? (
          <Link to={`/admin/newsletter/drafts/${draft.id}`} className={smallButton}>
            Edit
          </Link>
        ) : null}
        {canSend ? (
          <Link to={`?confirm=${number}`} className={buttonStyles("primary", "px-4 py-2 text-sm")}>
            {send === null ? "Send to all subscribers…" : "Send again to new subscribers…"}
          </Link>
        ) : null}
      </div>
      {canSend ? (
        <TestSendForm issue={number} error={answer?.intent === "test" && !answer.ok ? answer.message : undefined} />
      ) : null}
      {secondStep ? (
        <SecondConfirmation issue={number} reason={secondStep.reason} question={secondStep.question} again={send !== null} />
      ) : confirming && canSend ? (
        <SendConfirmation issue={number} title={title} recipients={recipients} again={send !== null} />
      ) : null}
      {preview ? <EditionPreview issue={number} preview={preview} /> : null}
    </li>
  );
}
