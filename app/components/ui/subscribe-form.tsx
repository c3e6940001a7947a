import { type FormEvent, useId, useReducer, useRef, useState } from "react";
import { toast } from "sonner";
import { subscribe } from "~/lib/backend";
import { publicEnv } from "~/lib/env";
import { plainFormActions, signUpEmailInput, subscribeFormFields } from "~/lib/form-fields";
import { subscribeAnswerWithConfirmation, subscribeToast, type ToastMessage, unexpectedErrorToast } from "~/lib/messages";
import { usePagePath } from "~/lib/page-path";
import { initialSubscribeState, subscribeReducer } from "~/lib/subscribe-state";
import { useInputMadeBeforeStart } from "~/lib/use-input-made-before-start";
import { honeypotField, validateSubscriber } from "~/lib/validation";
import { buttonStyles } from "./button-styles";
import { ConsentNote } from "./consent-note";
import { inputStyles } from "./form-field";
import { HoneypotField } from "./honeypot-field";

const sendingLabel = "Subscribing...";

/** Our own server e-mails a confirmation link; a Supabase-only deployment has no e-mail (single opt-in). */
const confirmationMailed = publicEnv.BACKEND_URL === "";

function SuccessDescription({ message }: { message: ToastMessage }) {
  return (
    <>
      {message.description}
      {message.next ? <span className="block">{message.next}</span> : null}
    </>
  );
}

/**
 * The newsletter sign-up: one e-mail field, checked like the contact form's (the message under
 * the field), with the result shown as a toast. Before the page's script runs, or without it,
 * it is a plain form posted to the server.
 */
export function SubscribeForm() {
  const [state, dispatch] = useReducer(subscribeReducer, initialSubscribeState);
  const [honeypot, setHoneypot] = useState("");
  const [error, setError] = useState<string>();
  const inputId = useId();
  const noteId = useId();
  const errorId = `${inputId}-error`;
  const submitting = state.status === "submitting";
  const pathname = usePagePath();
  const form = useRef<HTMLFormElement>(null);

  useInputMadeBeforeStart(form, ({ name, value }) => {
    if (name === honeypotField) setHoneypot(value);
    else if (name === "email") dispatch({ type: "edit", email: value });
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const result = validateSubscriber({ email: state.email });
    setError(result.ok ? undefined : result.errors.email);
    if (!result.ok) return;
    dispatch({ type: "submit" });
    try {
      const outcome = await subscribe(result.value.email, honeypot, pathname);
      dispatch({ type: "finish", outcome });
      const message = confirmationMailed ? subscribeAnswerWithConfirmation(outcome) : subscribeToast(outcome);
      if (outcome.kind === "created") toast.success(message.title, { description: <SuccessDescription message={message} /> });
      else toast.error(message.title, { description: message.description });
    } catch {
      dispatch({ type: "crash" });
      toast.error(unexpectedErrorToast.title, { description: unexpectedErrorToast.description });
    }
  }

  return (
    <form
      ref={form}
      method="post"
      // Without script, an issue's page answers at its sign-up (server/forms/issue-page-answer.ts): the answer opens there.
      action={`${plainFormActions.subscribe}#subscribe`}
      onSubmit={handleSubmit}
      className="relative"
      aria-describedby={noteId}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            {subscribeFormFields[0]?.label}
          </label>
          <input
            id={inputId}
            {...signUpEmailInput}
            value={state.email}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => dispatch({ type: "edit", email: event.target.value })}
            className={inputStyles}
          />
          {error ? (
            <p id={errorId} className="mt-2 text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
        </div>
        {/* The page's loader shows the sending label at once for a form sent before React has started. */}
        <button
          type="submit"
          disabled={submitting}
          data-sending-label={sendingLabel}
          suppressHydrationWarning
          className={buttonStyles("primary", "sm:self-start disabled:cursor-wait disabled:opacity-70")}
        >
          {submitting ? sendingLabel : "Subscribe"}
        </button>
      </div>
      {/* A plain post records the page as the script's post does (the server adds the consent wording's version). */}
      <input type="hidden" name="source_path" value={pathname} />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <ConsentNote id={noteId} className="mt-3 text-sm text-ink-soft" />
    </form>
  );
}
