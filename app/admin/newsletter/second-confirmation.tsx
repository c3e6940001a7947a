import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { ActionButton } from "./action-button";
import { focusOnMount } from "./focus-on-mount";

interface SecondConfirmationProps {
  issue: number;
  /** Why the server asks again: "Issue 9 already went to 412 people on Monday 23 November." */
  reason: string;
  /** Who the send would reach. */
  question: string;
  /** Whether this issue went out before (else: another issue did, lately). */
  again: boolean;
}

/** The second step the server asks for before an issue goes out again, or soon after another: says why, plainly. */
export function SecondConfirmation({ issue, reason, question, again }: SecondConfirmationProps) {
  return (
    <section aria-labelledby={`confirm-again-${issue}`} className="mt-4 rounded-lg border-2 border-danger bg-sand p-4">
      {/* Focus moves here when the step opens, so a screen reader reads why first. */}
      <h4 id={`confirm-again-${issue}`} tabIndex={-1} ref={focusOnMount} className="text-lg font-semibold">
        Please confirm once more. {reason}
      </h4>
      <p className="mt-1">{question}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <ActionButton
          intent="send-again"
          issue={issue}
          action="/admin/newsletter"
          label={again ? `Yes, send issue ${issue} again` : `Yes, send issue ${issue} anyway`}
          variant="primary"
        />
        <Link to="/admin/newsletter" className={buttonStyles("secondary", "px-4 py-2 text-sm")}>
          Cancel
        </Link>
      </div>
    </section>
  );
}
