import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { adminPost } from "../shared/admin-api";
import type { ErasureReport } from "./subscriber-records-api";

const dangerStyles =
  "inline-flex items-center justify-center rounded-md border border-danger px-5 py-3 font-semibold leading-tight focus-visible:outline-offset-4";

/** What the subscribers list shows after an erasure: whose, and what was removed. */
export interface Erased {
  email: string;
  removed: ErasureReport;
  /** Whether its copies on disk are gone too; false while another session (a backup) reads those tables. */
  scrubbed: boolean;
}

/** "Delete everything about this person", asked again in a dialog before anything is deleted. */
export function ErasePerson({ id, email }: { id: number; email: string }) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [failure, setFailure] = useState<string>();
  const [erasing, setErasing] = useState(false);

  /** Opens the dialog with Cancel focused, so that Enter pressed out of habit deletes nothing. */
  function ask() {
    dialog.current?.showModal();
    cancel.current?.focus();
  }

  async function erase() {
    setErasing(true);
    const answer = await adminPost(`subscribers/${id}/erase`, { confirmed: true });
    setErasing(false);
    if (answer.status === 200) navigate("/admin/subscribers", { state: { erased: answer.body as unknown as Erased } });
    else setFailure(answer.message);
  }

  return (
    <>
      <button type="button" className={`${dangerStyles} bg-paper text-danger hover:bg-sand`} onClick={ask}>
        Delete everything about this person
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="erase-heading"
        className="m-auto max-w-lg rounded-lg border border-line bg-paper p-6 text-ink backdrop:bg-ink/50"
      >
        <h2 id="erase-heading" className="text-2xl font-semibold">
          Delete everything about {email}?
        </h2>
        <p className="mt-3">
          This deletes their subscription, consent history, contact messages and every notification that names them. It cannot be
          undone. Only a one-way fingerprint of the address is kept, so that no import can add them again.
        </p>
        <div role="alert">{failure ? <p className="mt-3 font-semibold text-danger">{failure}</p> : null}</div>
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="button"
            className={`${dangerStyles} bg-danger text-white hover:bg-ink`}
            onClick={erase}
            disabled={erasing}
          >
            {erasing ? "Deleting…" : "Yes, delete everything"}
          </button>
          <button ref={cancel} type="button" className={buttonStyles("secondary")} onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}
