import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import type { ConnectionStatus } from "~/lib/back-office-types";
import { buttonStyles } from "../ui/button-styles";
import { FormField, inputStyles } from "../ui/form-field";
import { adminSend, fieldErrorsOf } from "./admin-api";
import { connectionProviders } from "./connection-providers";

/**
 * The signing secret's field: saved on the server and never shown again (the last 4 characters
 * only); a secret of the wrong form is refused beside the field, and what was typed stays.
 */
export function ConnectionSecretForm({ connection }: { connection: ConnectionStatus }) {
  const provider = connectionProviders[connection.provider];
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    const answer = await adminSend("PUT", `connections/${connection.provider}`, { secret });
    setSending(false);
    if (answer.status !== 200) {
      setSaved(undefined);
      setError(fieldErrorsOf(answer).secret ?? answer.message);
      form.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    setError(undefined);
    setSecret("");
    setSaved(`Saved. ${provider.name} is connected with the secret ending ${secret.trim().slice(-4)}.`);
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-3">
      <FormField label={provider.secretLabel} error={error}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="secret"
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className={`${inputStyles} font-mono`}
          />
        )}
      </FormField>
      <p className="text-sm text-ink-soft">
        {connection.savedSecretEnd
          ? `A secret ending ${connection.savedSecretEnd} is saved. A new one replaces it at once.`
          : "Kept on the server; afterwards only its last 4 characters are shown."}
      </p>
      <button type="submit" className={buttonStyles()} disabled={sending}>
        {sending ? "Saving…" : `Save the ${provider.name} secret`}
      </button>
      <p role="status" className="font-semibold text-ink">
        {saved ?? ""}
      </p>
    </form>
  );
}
