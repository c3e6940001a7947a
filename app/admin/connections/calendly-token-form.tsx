import { adminPost } from "../shared/admin-api";
import { PasteSecretForm } from "./paste-secret-form";
import type { ConnectionStatus } from "./types";

/**
 * Calendly connected with a personal access token: the server creates the webhook subscription with a signing key
 * of its own (decision 051). Pasting a new token replaces the subscription.
 */
export function CalendlyTokenForm({ connection }: { connection: ConnectionStatus }) {
  return (
    <PasteSecretForm
      label="Calendly personal access token"
      name="token"
      hint={
        connection.subscribedFromHere
          ? `Connected with a signing key ending ${connection.savedSecretEnd}. A new token makes a new subscription in place of this one.`
          : "The token stays on the server, only to delete the subscription when you disconnect; it is never shown again."
      }
      submit={connection.subscribedFromHere ? "Connect Calendly again" : "Connect Calendly"}
      submitting="Connecting…"
      send={(token) => adminPost("connections/calendly/subscription", { token })}
      done={() => "Connected. Calendly will tell this site about each booking and cancellation."}
    />
  );
}
