import { useMemo, useState } from "react";
import { adminSend, fieldErrorsOf } from "~/admin/shared/admin-api";
import { EmailPreview } from "~/admin/shared/email-preview";
import { EmailTextFields } from "~/admin/shared/email-text-fields";
import { TestSendBox } from "~/admin/shared/test-send-box";
import { useUnsavedWork } from "~/admin/shared/unsaved-work";
import { buttonStyles } from "~/components/ui/button-styles";
import { FormField, inputStyles } from "~/components/ui/form-field";
import { longestDelayDays, type SequenceEmailStanding, type WelcomeSequenceStanding } from "~/lib/welcome-sequence";

interface SequenceEmailEditorProps {
  /** The e-mail she changes; none: a new one. */
  email?: SequenceEmailStanding;
  sendsMail: boolean;
  /** The sequence as the server answered a save, and what to tell her. */
  onSaved: (standing: WelcomeSequenceStanding, message: string) => void;
  onClose: () => void;
}

/**
 * One e-mail of her welcome sequence: its day, its subject and its words in the issue editor's field, without
 * pictures (decision 058), as it will arrive, and a test of what is written. A refused save keeps what she wrote, with
 * the reason beside the field.
 */
export function SequenceEmailEditor({ email, sendsMail, onSaved, onClose }: SequenceEmailEditorProps) {
  const [delay, setDelay] = useState(email ? String(email.delayDays) : "");
  const [subject, setSubject] = useState(email?.subject ?? "");
  const [body, setBody] = useState(email?.body ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState("");
  const fields = useMemo(
    () => ({ delayDays: delay.trim() === "" ? null : Number(delay), subject, body }),
    [delay, subject, body],
  );
  useUnsavedWork(
    email ? delay !== String(email.delayDays) || subject !== email.subject || body !== email.body : subject + body !== "",
  );
  const headingId = `sequence-email-${email?.id ?? "new"}`;

  async function save() {
    const reply = email
      ? await adminSend("PUT", `welcome-sequence/emails/${email.id}`, fields)
      : await adminSend("POST", "welcome-sequence/emails", fields);
    setErrors(fieldErrorsOf(reply));
    if (reply.status !== 200) return setRefusal(reply.message);
    onSaved(reply.body as unknown as WelcomeSequenceStanding, email ? "Saved." : "Added to your sequence.");
  }

  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-2">
      <div className="min-w-0 space-y-5">
        <FormField label="Days after confirming" error={errors.delayDays}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={longestDelayDays}
              value={delay}
              onChange={(event) => setDelay(event.target.value)}
              className={`${inputStyles} max-w-32`}
            />
          )}
        </FormField>
        <EmailTextFields subject={subject} onSubject={setSubject} body={body} onBody={setBody} errors={errors} />
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonStyles("primary")} onClick={() => void save()}>
            {email ? "Save" : "Add to the sequence"}
          </button>
          <button type="button" className={buttonStyles("secondary")} onClick={onClose}>
            Close without saving
          </button>
        </div>
        <div role="status">{refusal ? <p className="font-semibold text-danger">{refusal}</p> : null}</div>
        <TestSendBox
          path="welcome-sequence/test"
          what="this e-mail"
          content={fields}
          waitingFor={sendsMail ? null : "E-mail is not set up on this server."}
        />
      </div>
      <EmailPreview path="welcome-sequence/preview" fields={fields} title={`Sequence e-mail: ${subject}`} headingId={headingId} />
    </div>
  );
}
