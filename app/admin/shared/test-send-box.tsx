import { type FormEvent, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField, inputStyles } from "../../components/ui/form-field";
import { adminPost, fieldErrorsOf } from "./admin-api";

interface TestSendBoxProps {
  /** The back-office endpoint that sends the test, as `adminPost` takes it. */
  path: string;
  /** What is tested, as the field's label names it: "this draft", "your welcome e-mail". */
  what: string;
  /** Why no test can go now (e-mail off, changes not yet saved); none: it can. */
  waitingFor?: string | null;
  /** What is tested, sent with the address when the test is of what is on the screen (the welcome e-mail's fields). */
  content?: Record<string, unknown>;
}

/** "Send me a test": the e-mail to any address she types, her own when left empty, within the hourly cap of tests. */
export function TestSendBox({ path, what, waitingFor = null, content }: TestSendBoxProps) {
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string; fieldError?: string } | null>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const sent = await adminPost(path, { ...content, email });
    setSending(false);
    setAnswer({ ok: sent.status === 202, message: sent.message, fieldError: fieldErrorsOf(sent).email });
  }

  return (
    <form onSubmit={send} noValidate className="space-y-3">
      <FormField label={`Send a test of ${what} to (empty: your own address)`} error={answer?.fieldError}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputStyles}
          />
        )}
      </FormField>
      <button type="submit" disabled={sending || waitingFor !== null} className={buttonStyles("secondary", "px-4 py-3 text-sm")}>
        {sending ? "Sending…" : "Send me a test"}
      </button>
      {waitingFor ? <p className="text-sm text-ink-soft">{waitingFor}</p> : null}
      <p role="status" className={answer && !answer.ok ? "font-semibold text-danger" : "text-sm"}>
        {answer && !answer.fieldError ? answer.message : ""}
      </p>
    </form>
  );
}
