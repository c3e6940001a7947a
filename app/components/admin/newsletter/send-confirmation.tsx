import { Link } from "react-router";
import { buttonStyles } from "../../ui/button-styles";
import { ActionButton } from "./action-button";

/** The inline step before a send: names the issue and how many people it goes to. */
export function SendConfirmation({ issue, title, recipients }: { issue: number; title: string; recipients: number }) {
  const people = recipients === 1 ? "1 confirmed subscriber" : `${recipients} confirmed subscribers`;
  return (
    <section aria-labelledby={`confirm-${issue}`} className="mt-4 rounded-lg border border-accent bg-sand p-4">
      {/* Focus moves here when the step opens, so a screen reader reads the question first. */}
      <h3 id={`confirm-${issue}`} tabIndex={-1} ref={(heading) => heading?.focus()} className="text-lg font-semibold">
        Send issue {issue}, “{title}”, to {people}?
      </h3>
      <p className="mt-1 text-ink-soft">Each gets their own copy with their own unsubscribe link. This cannot be undone.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <ActionButton intent="send" issue={issue} label={`Yes, send to ${people}`} variant="primary" />
        <Link to="/admin/newsletter" className={buttonStyles("secondary", "px-4 py-2 text-sm")}>
          Cancel
        </Link>
      </div>
    </section>
  );
}
