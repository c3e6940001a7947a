import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { ActionButton } from "./action-button";
import { focusOnMount } from "./focus-on-mount";

interface SendConfirmationProps {
  issue: number;
  title: string;
  recipients: number;
  /** Whether the issue went out before: then it goes only to those who have not had it. */
  again: boolean;
}

/** The inline step before a send: names the issue and who it goes to. */
export function SendConfirmation({ issue, title, recipients, again }: SendConfirmationProps) {
  const people = recipients === 1 ? "1 confirmed subscriber" : `${recipients} confirmed subscribers`;
  return (
    <section aria-labelledby={`confirm-${issue}`} className="mt-4 rounded-lg border border-accent bg-sand p-4">
      {/* Focus moves here when the step opens, so a screen reader reads the question first. */}
      <h4 id={`confirm-${issue}`} tabIndex={-1} ref={focusOnMount} className="text-lg font-semibold">
        {again ? `Send issue ${issue}, “${title}”, again?` : `Send issue ${issue}, “${title}”, to ${people}?`}
      </h4>
      <p className="mt-1 text-ink-soft">
        {again
          ? "It goes only to confirmed subscribers who have not had it yet. "
          : "Each gets their own copy with their own unsubscribe link. "}
        This cannot be undone.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <ActionButton
          intent="send"
          issue={issue}
          action="/admin/newsletter"
          label={again ? "Yes, send it again" : `Yes, send to ${people}`}
          variant="primary"
        />
        <Link to="/admin/newsletter" className={buttonStyles("secondary", "px-4 py-2 text-sm")}>
          Cancel
        </Link>
      </div>
    </section>
  );
}
