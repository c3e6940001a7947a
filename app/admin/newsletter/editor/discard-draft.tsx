import { useState } from "react";
import { useNavigate } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles";
import { adminSend } from "../../shared/admin-api";
import { focusOnMount } from "../focus-on-mount";

/**
 * Throwing away a draft never published nor scheduled (one opened with Edit by mistake), after a question that says
 * what goes: its words and saved versions. An issue of the site's files is then the file's again.
 */
export function DiscardDraft({ draftId }: { draftId: number }) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const navigate = useNavigate();

  async function discard() {
    const answer = await adminSend("DELETE", `newsletter/drafts/${draftId}`);
    if (answer.status !== 200) return setProblem(answer.message);
    await navigate("/admin/newsletter");
  }

  return (
    <section aria-labelledby="discard-heading" className="space-y-3">
      <h2 id="discard-heading" className="text-xl font-semibold">
        Discard
      </h2>
      {asking ? (
        <div className="space-y-3 rounded-lg border border-danger bg-paper p-4">
          <p ref={focusOnMount} tabIndex={-1} className="font-semibold">
            Discard this draft? Its words and saved versions are deleted, and this cannot be undone.
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => void discard()} className={buttonStyles("primary", "px-4 py-3 text-sm")}>
              Yes, discard this draft
            </button>
            <button type="button" onClick={() => setAsking(false)} className={buttonStyles("secondary", "px-4 py-3 text-sm")}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => setAsking(true)} className={buttonStyles("secondary", "px-4 py-3 text-sm")}>
          Discard this draft…
        </button>
      )}
      <p role="status" className="font-semibold text-danger">
        {problem ?? ""}
      </p>
    </section>
  );
}
