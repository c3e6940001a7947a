import { type FormEvent, useId, useReducer, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { subscribe } from "~/lib/backend";
import { subscribeToast, unexpectedErrorToast } from "~/lib/messages";
import { initialSubscribeState, subscribeReducer } from "~/lib/subscribe-state";
import { buttonStyles } from "./button-styles";
import { HoneypotField } from "./honeypot-field";

/** The newsletter sign-up: one e-mail field, with the result shown as a toast. */
export function SubscribeForm() {
  const [state, dispatch] = useReducer(subscribeReducer, initialSubscribeState);
  const [honeypot, setHoneypot] = useState("");
  const inputId = useId();
  const noteId = useId();
  const submitting = state.status === "submitting";

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || state.email.trim() === "") return;
    dispatch({ type: "submit" });
    try {
      const outcome = await subscribe(state.email.trim(), window.location.pathname, honeypot);
      dispatch({ type: "finish", outcome });
      const message = subscribeToast(outcome);
      if (outcome.kind === "created") toast.success(message.title, { description: message.description });
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
        One practical e-mail a week; unsubscribe with one click. See how your address is used in the{" "}
        <Link to="/privacy" className="font-semibold text-accent-strong underline underline-offset-2">
          privacy notice
        </Link>
        .
      </p>
    </form>
  );
}
