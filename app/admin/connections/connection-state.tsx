import { formatLondon } from "~/lib/london-time";
import { timeAgo } from "~/lib/time-ago";
import { connectionProviders } from "./connection-providers";
import type { ConnectionStatus } from "./types";

const plural = (count: number, word: string) => `${count.toLocaleString("en-GB")} ${word}${count === 1 ? "" : "s"}`;

/** Whether a provider is connected and its events arrive: "Connected · last event 3 minutes ago · 12 events". */
export function connectionSummary(connection: ConnectionStatus): string {
  if (!connection.fromServerSettings && !connection.savedSecretEnd) return "Not connected";
  if (!connection.lastEventAt) {
    return connection.subscribedFromHere ? "Connected · waiting for the first booking" : "Waiting for the first event";
  }
  return `Connected · last event ${timeAgo(connection.lastEventAt)} · ${plural(connection.events, "event")}`;
}

/** The connection's state, where its secret comes from, and the last webhook event it refused and why. */
export function ConnectionState({ connection }: { connection: ConnectionStatus }) {
  const { name, serverSetting } = connectionProviders[connection.provider];
  return (
    <div className="space-y-2">
      <p className="text-lg font-semibold">{connectionSummary(connection)}</p>
      {connection.account ? (
        <p>
          {name} account: <strong>{connection.account.name || connection.account.email}</strong>
          {connection.account.name && connection.account.email ? ` (${connection.account.email})` : ""}
        </p>
      ) : null}
      {connection.fromServerSettings ? (
        <p className="text-ink-soft">
          The server's setting <code>{serverSetting}</code> gives {name}'s secret, and it wins over one saved here. Ask whoever
          runs the server to remove it if you would rather manage the secret on this screen.
        </p>
      ) : null}
      {connection.lastRefusal ? (
        <p className="rounded-md border border-danger/40 bg-paper p-3">
          <strong>Last refused event:</strong> {formatLondon(connection.lastRefusal.at)}. {connection.lastRefusal.reason}
        </p>
      ) : null}
    </div>
  );
}
