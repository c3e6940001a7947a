import { useMemo, useState } from "react";
import type { WelcomeEmailFields, WelcomeEmailStanding } from "~/lib/welcome-email";
import { buttonStyles } from "../../components/ui/button-styles";
import { adminSend, fieldErrorsOf, formatWhen } from "../shared/admin-api";
import { EmailPreview } from "../shared/email-preview";
import { EmailTextFields } from "../shared/email-text-fields";
import { TestSendBox } from "../shared/test-send-box";
import { useUnsavedWork } from "../shared/unsaved-work";

/**
 * Her welcome e-mail: its subject, and its words in the issue editor's field (as it will look, or as Markdown) without
 * pictures (decision 058); the e-mail as it will arrive, saving, going back to the site's text, and a test of what is
 * written. A save that fails leaves what she wrote on the screen; leaving with it unsaved asks first (`LeaveGuard`).
 */
export function WelcomeEmailEditor({ standing }: { standing: WelcomeEmailStanding }) {
  const [saved, setSaved] = useState(standing);
  const [subject, setSubject] = useState(standing.subject);
  const [body, setBody] = useState(standing.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();
  const fields: WelcomeEmailFields = useMemo(() => ({ subject, body }), [subject, body]);
  const unsaved = subject !== saved.subject || body !== saved.body;
  useUnsavedWork(unsaved);

  async function change(method: "PUT" | "DELETE") {
    const reply = await adminSend(method, "welcome-email", method === "PUT" ? fields : {});
    setErrors(fieldErrorsOf(reply));
    if (reply.status !== 200) return setAnswer({ ok: false, text: reply.message });
    const now = reply.body as unknown as WelcomeEmailStanding;
    setSaved(now);
    setSubject(now.subject);
    setBody(now.body);
    setAnswer({
      ok: true,
      text: method === "PUT" ? "Saved: new subscribers now receive this e-mail." : "The site's own welcome e-mail is back.",
    });
  }

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <div className="min-w-0 space-y-5">
        {/* No form around the fields: the editor's link box is a form of its own, and a form in a form is sent as the outer one. */}
        <div className="space-y-5">
          <p className="text-ink-soft">
            {saved.custom && saved.changedAt
              ? `New subscribers receive your version, saved ${formatWhen(saved.changedAt)}.`
              : "New subscribers receive the site's own welcome e-mail, shown here for you to change."}{" "}
            Everything you write is sent as it stands: there are no name markers to fill in.
          </p>
          <EmailTextFields subject={subject} onSubject={setSubject} body={body} onBody={setBody} errors={errors} />
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonStyles("primary")} onClick={() => void change("PUT")}>
              Save
            </button>
            {saved.custom ? (
              <button type="button" className={buttonStyles("secondary")} onClick={() => void change("DELETE")}>
                Go back to the site's text
              </button>
            ) : null}
          </div>
          <div role="status">
            {answer ? <p className={answer.ok ? "font-semibold text-ink" : "font-semibold text-danger"}>{answer.text}</p> : null}
          </div>
          {unsaved ? (
            <p className="text-sm text-ink-soft">
              Not saved yet: new subscribers receive the saved version until you save. A test sends what you see here.
            </p>
          ) : null}
        </div>
        <TestSendBox
          path="welcome-email/test"
          what="your welcome e-mail"
          content={fields}
          waitingFor={saved.sendsMail ? null : "E-mail is not set up on this server."}
        />
      </div>
      <EmailPreview path="welcome-email/preview" fields={fields} title="The welcome e-mail" headingId="welcome-preview" />
    </div>
  );
}
