import { type FormEvent, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField, inputStyles } from "../../components/ui/form-field";
import { adminPost } from "../shared/admin-api";

interface Answer {
  message: string;
  sendsMail: boolean;
}

/** Step one of signing in: the coach's address, to which a link and a code are sent. */
export function SignInRequestForm({ email, onEmailChange }: { email: string; onEmailChange: (email: string) => void }) {
  const [answer, setAnswer] = useState<Answer>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const { status, body, message } = await adminPost("sign-in/request", { email });
    setSending(false);
    if (status === 202) {
      setAnswer({ message, sendsMail: body.sendsMail === true });
      setError(undefined);
    } else {
      setError(message);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4" noValidate>
      <FormField label="E-mail" error={error}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
            className={inputStyles}
          />
        )}
      </FormField>
      <button type="submit" className={buttonStyles()} disabled={sending}>
        {sending ? "Sending…" : "Send me a sign-in link"}
      </button>
      <div role="status" className="text-ink-soft">
        {answer ? <p>{answer.message}</p> : null}
        {answer && !answer.sendsMail ? (
          <p className="mt-2">
            E-mail is not set up on this server, so the link and code were written to the server's output: look in the terminal or
            log where the site runs.
          </p>
        ) : null}
      </div>
    </form>
  );
}
