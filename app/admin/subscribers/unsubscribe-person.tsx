import { useState } from "react";
import { useRevalidator } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { adminPost } from "../shared/admin-api";

/** "Unsubscribe this person", when they ask by e-mail: the record stays, with who did it in the consent history. */
export function UnsubscribePerson({ id }: { id: number }) {
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function unsubscribe() {
    setBusy(true);
    const answer = await adminPost(`subscribers/${id}/unsubscribe`);
    setBusy(false);
    if (answer.status === 200) await revalidator.revalidate();
    else setFailure(answer.message);
  }

  return (
    <>
      <button type="button" className={buttonStyles("secondary")} onClick={unsubscribe} disabled={busy}>
        {busy ? "Unsubscribing…" : "Unsubscribe this person"}
      </button>
      <div role="alert">{failure ? <p className="mt-3 font-semibold text-danger">{failure}</p> : null}</div>
    </>
  );
}
