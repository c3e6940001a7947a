import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField, inputStyles } from "../../components/ui/form-field";
import { type AdminAnswer, fieldErrorsOf } from "../shared/admin-api";
import { useUnsavedWork } from "../shared/unsaved-work";

interface PasteSecretFormProps {
  label: string;
  /** The field's name, and the key of the server's error for it. */
  name: "secret" | "token";
  /** What is kept and what is shown of it afterwards. */
  hint: string;
  submit: string;
  submitting: string;
  send: (value: string) => Promise<AdminAnswer>;
  /** What to say once the server took it. */
  done: (value: string) => string;
}

/**
 * A field for something secret pasted from another service (a signing secret, a token): sent to the server and
 * never shown again; a refusal is shown beside the field, and what was typed stays.
 */
export function PasteSecretForm({ label, name, hint, submit, submitting, send, done }: PasteSecretFormProps) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();
  useUnsavedWork(value.trim() !== "");

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    const answer = await send(value);
    setSending(false);
    if (answer.status !== 200) {
      setSaved(undefined);
      setError(fieldErrorsOf(answer)[name] ?? answer.message);
      form.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    setError(undefined);
    setValue("");
    setSaved(done(value.trim()));
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-3">
      <FormField label={label} error={error}>
        {(control) => (
          <input
            {...control}
            type="password"
            name={name}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className={`${inputStyles} font-mono`}
          />
        )}
      </FormField>
      <p className="text-sm text-ink-soft">{hint}</p>
      <button type="submit" className={buttonStyles()} disabled={sending}>
        {sending ? submitting : submit}
      </button>
      <p role="status" className="font-semibold text-ink">
        {saved ?? ""}
      </p>
    </form>
  );
}
