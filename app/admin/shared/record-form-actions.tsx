import type { ReactNode } from "react";
import { buttonStyles } from "../../components/ui/button-styles";

interface RecordFormActionsProps {
  label: string;
  /** The button's words while the form is on its way, such as "Adding…". */
  busyLabel: string;
  /** Whether the form is on its way, and a refusal that names no field (announced at once); from useRecordForm. */
  state: { sending: boolean; failure: string | undefined };
  /** What the form did, announced politely. */
  children: ReactNode;
}

/** A record form's submit button, and where its outcome is announced. */
export function RecordFormActions({ label, busyLabel, state: { sending, failure }, children }: RecordFormActionsProps) {
  return (
    <>
      <button type="submit" className={buttonStyles()} disabled={sending}>
        {sending ? busyLabel : label}
      </button>
      <div role="status">{children}</div>
      <div role="alert">{failure ? <p className="font-semibold text-danger">{failure}</p> : null}</div>
    </>
  );
}
