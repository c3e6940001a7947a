import { type ReactNode, type RefObject, useEffect, useId } from "react";
import { buttonStyles } from "../../../components/ui/button-styles";

interface EditorDialogProps {
  dialog: RefObject<HTMLDialogElement | null>;
  open: boolean;
  onClose: () => void;
  heading: string;
  /** The form inside, before its two buttons. */
  children: ReactNode;
  onSubmit: (form: HTMLFormElement) => void;
  submitLabel: string;
  /** What the dialog shows below its form, such as the pictures already uploaded. */
  after?: ReactNode;
}

/** A modal dialog over the article: a form, its main button and Cancel; Escape closes it, focus returns where it was. */
export function EditorDialog({ dialog, open, onClose, heading, children, onSubmit, submitLabel, after }: EditorDialogProps) {
  const headingId = useId();
  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [dialog, open]);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={headingId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-paper p-6 backdrop:bg-ink/40"
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        {heading}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
        noValidate
        className="mt-4 space-y-4"
      >
        {children}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonStyles("primary", "px-4 py-2 text-sm")}>
            {submitLabel}
          </button>
          <button type="button" onClick={onClose} className={buttonStyles("secondary", "px-4 py-2 text-sm")}>
            Cancel
          </button>
        </div>
      </form>
      {after}
    </dialog>
  );
}
