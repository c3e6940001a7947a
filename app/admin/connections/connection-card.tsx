import { useState } from "react";
import { useRevalidator } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { adminSend } from "../shared/admin-api";
import { BreakableNames } from "./breakable-names";
import { CalendlyTokenForm } from "./calendly-token-form";
import { connectionProviders } from "./connection-providers";
import { ConnectionSecretForm } from "./connection-secret-form";
import { ConnectionState } from "./connection-state";
import type { ConnectionStatus } from "./types";
import { WebhookAddress } from "./webhook-address";

/** One service on the Connections screen: its state, the address to paste, the secret, and Disconnect. */
export function ConnectionCard({ connection }: { connection: ConnectionStatus }) {
  const provider = connectionProviders[connection.provider];
  const headingId = `connection-${connection.provider}`;
  const [failure, setFailure] = useState<string>();
  const revalidator = useRevalidator();

  async function disconnect() {
    const answer = await adminSend("DELETE", `connections/${connection.provider}`);
    setFailure(answer.status === 200 ? undefined : answer.message);
    await revalidator.revalidate();
  }

  return (
    <section aria-labelledby={headingId} className="space-y-5 rounded-lg border border-line bg-paper p-4 sm:p-6">
      <h2 id={headingId} className="text-2xl font-semibold">
        {provider.name}
      </h2>
      <ConnectionState connection={connection} />
      <p className="max-w-prose text-ink-soft">
        <BreakableNames text={provider.whereToPaste} />
      </p>
      {connection.provider === "calendly" ? (
        <CalendlyTokenForm connection={connection} />
      ) : (
        <>
          <WebhookAddress address={connection.address} service={provider.name} />
          <ConnectionSecretForm connection={connection} />
        </>
      )}
      {connection.savedSecretEnd ? (
        <div className="border-t border-line pt-4">
          <button type="button" onClick={() => void disconnect()} className={buttonStyles("secondary")}>
            Disconnect {provider.name}
          </button>
          <p className="mt-2 text-sm text-ink-soft">
            {connection.subscribedFromHere
              ? `Deletes the webhook subscription in ${provider.name}, and forgets its key, your token and the counts here.`
              : `Forgets the saved secret and the counts; ${provider.name}'s events are then turned away until you connect again.`}
          </p>
          <p role="alert" className="mt-2 font-semibold text-danger">
            {failure ?? ""}
          </p>
        </div>
      ) : null}
    </section>
  );
}
