import { adminSend } from "../shared/admin-api";
import { connectionProviders } from "./connection-providers";
import { PasteSecretForm } from "./paste-secret-form";
import type { ConnectionStatus } from "./types";

/** The signing secret's field: saved on the server and never shown again (the last 4 characters only). */
export function ConnectionSecretForm({ connection }: { connection: ConnectionStatus }) {
  const provider = connectionProviders[connection.provider];
  return (
    <PasteSecretForm
      label={provider.secretLabel}
      name="secret"
      hint={
        connection.savedSecretEnd
          ? `A secret ending ${connection.savedSecretEnd} is saved. A new one replaces it at once.`
          : "Kept on the server; afterwards only its last 4 characters are shown."
      }
      submit={`Save the ${provider.name} secret`}
      submitting="Saving…"
      send={(secret) => adminSend("PUT", `connections/${connection.provider}`, { secret })}
      done={(secret) => `Saved. ${provider.name} is connected with the secret ending ${secret.trim().slice(-4)}.`}
    />
  );
}
