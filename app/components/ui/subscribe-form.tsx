import { type FormEvent, useId, useReducer, useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import { consentWording } from "~/content/consent";
import { subscribe } from "~/lib/backend";
import { publicEnv } from "~/lib/env";
import { subscribeMessages, subscribeToast, unexpectedErrorToast } from "~/lib/messages";
import { initialSubscribeState, subscribeReducer } from "~/lib/subscribe-state";
import { buttonStyles } from "./button-styles";
import { HoneypotField } from "./honeypot-field";

/** Our own server e-mails a confirmation link; a Supabase-only deployment has no e-mail (single opt-in). */
const confirmationMailed = publicEnv.BACKEND_URL === "";

function SuccessDescription({ text }: { text: string }) {
  return (
    <>
      {text}
      {confirmationMailed && <span className="block">{subscribeMessages.confirmHint}</span>}
    </>
  );
}

/** The newsletter sign-up: one e-mail field, with the result shown as a toast. */
export function SubscribeForm() {
  const [state, dispatch] = useReducer(subscribeReducer, initialSubscribeState);
  const [honeypot, setHoneypot] = useState("");
  const inputId = useId();
  const noteId = useId();
  const submitting = state.status === "submitting";
  const { pathname } = useLocation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || state.email.trim() === "") return;
    dispatch({ type: "submit" });
    try {
      const outcome = await subscribe(state.email.trim(), honeypot, pathname);
      dispatch({ type: "finish", outcome });
      const message = subscribeToast(outcome);
      if (outcome.kind === "created")
        toast.success(message.title, { description: <SuccessDescription text={message.description} /> });
      else toast.error(message.title, { description: message.description });
    } catch {
      dispatch({ type: "crash" });
      toast.error(unexpectedErrorToast.title, { description: unexpectedErrorToast.description });
    }
  }

  return (
    <form onSubmit={handleSubmit} className="relative" aria-describedby={noteId}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            maxLength={254}
            value={state.email}
            onChange={(event) => dispatch({ type: "edit", email: event.target.value })}
            className="w-full rounded-md border border-ink/30 bg-paper px-4 py-3 text-base text-ink placeholder:text-muted"
          />
        </div>
        <button
          type="submit"
          disabled={submitting}
          className={buttonStyles("primary", "disabled:cursor-wait disabled:opacity-70")}
        >
          {submitting ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <p id={noteId} className="mt-3 text-sm text-ink-soft">
        {consentWording.before}{" "}
        <Link to="/privacy" className="font-semibold text-accent-strong underline underline-offset-2">
          {consentWording.linkText}
        </Link>
        {consentWording.after}
      </p>
    </form>
  );
}
