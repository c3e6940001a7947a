import { useState } from "react";
import { flushSync } from "react-dom";
import { type AdminAnswer, adminPost, fieldErrorsOf } from "./admin-api";
import { useUnsavedWork } from "./unsaved-work";

/**
 * Sending one of the back office's record forms: while it is on its way, the refusal's message
 * next to each field it names (focus moves to the first, so a screen reader reads it out), and
 * a message of its own for a refusal that names no field. What was typed is left as it was. Typed into (`changed`, the
 * form's onInput) and not yet sent, leaving the screen asks first (`LeaveGuard`).
 */
export function useRecordForm<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [unsent, setUnsent] = useState(false);
  useUnsavedWork(unsent);

  function refuse(form: HTMLFormElement, fieldErrors: Partial<Record<Field, string>>, message?: string) {
    flushSync(() => {
      setErrors(fieldErrors);
      setFailure(message);
    });
    form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }

  /** Posts `body` to `path`; the answer when it succeeded, otherwise undefined with the refusal shown. */
  async function send(form: HTMLFormElement, path: string, body: unknown): Promise<AdminAnswer | undefined> {
    setSending(true);
    const answer = await adminPost(path, body);
    setSending(false);
    if (answer.status >= 200 && answer.status < 300) {
      setUnsent(false);
      setErrors({});
      setFailure(undefined);
      return answer;
    }
    const fieldErrors = fieldErrorsOf(answer) as Partial<Record<Field, string>>;
    refuse(form, fieldErrors, Object.keys(fieldErrors).length > 0 ? undefined : answer.message);
    return undefined;
  }

  return { errors, failure, sending, send, refuse, changed: () => setUnsent(true) };
}
