import { buttonStyles } from "../../../components/ui/button-styles";

interface EmailConfirmationProps {
  recipients: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The step before publishing with the e-mail: names how many people it goes to, as the send from the list does. */
export function EmailConfirmation({ recipients, onConfirm, onCancel }: EmailConfirmationProps) {
  const people = recipients === 1 ? "1 confirmed subscriber" : `${recipients} confirmed subscribers`;
  return (
    <section aria-labelledby="confirm-email" className="rounded-lg border border-accent bg-sand p-4">
      <h3 id="confirm-email" tabIndex={-1} ref={(heading) => heading?.focus()} className="text-lg font-semibold">
        Publish this issue and e-mail it to {people}?
      </h3>
      <p className="mt-1 text-ink-soft">
        The e-mail goes out once the page is live, each copy with its own unsubscribe link. This cannot be undone.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={onConfirm} className={buttonStyles("primary", "px-4 py-2 text-sm")}>
          Yes, publish and e-mail to {people}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles("secondary", "px-4 py-2 text-sm")}>
          Cancel
        </button>
      </div>
    </section>
  );
}
