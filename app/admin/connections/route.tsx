import { useLoaderData } from "react-router";
import { ConnectionCard } from "~/admin/connections/connection-card";
import { ConnectionsGuide, connectionsGuideId } from "~/admin/connections/connections-guide";
import { PaymentLinkNames } from "~/admin/connections/payment-link-names";
import { adminGet } from "~/admin/shared/admin-api";
import { LeaveGuard } from "~/admin/shared/leave-guard";
import { AdminTitle } from "~/admin/shell/admin-title";
import type { ConnectionStatus, PaymentLinkName } from "./types";

export async function clientLoader({ request }: { request: Request }) {
  const [connections, paymentLinks] = await Promise.all([
    adminGet<ConnectionStatus[]>("connections", request.signal),
    adminGet<PaymentLinkName[]>("payment-links", request.signal),
  ]);
  return { connections, paymentLinks };
}

/** /admin/connections: Stripe, Cal.com and Calendly, each connected by pasting its address there and its secret here. */
export default function ConnectionsPage() {
  const { connections, paymentLinks } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <AdminTitle screen="Connections" />
      <h1 className="text-4xl font-semibold">Connections</h1>
      <p className="mt-2 max-w-prose text-ink-soft">
        Your card checkout and booking services tell the site about each sale and booking. For each one you use, paste its address
        into the service and its secret here; the line under its name then shows when the last event came.{" "}
        <a href={`#${connectionsGuideId}`} className="text-accent-strong underline">
          Your guide has each step
        </a>
        , and what you should see after it, at the end of this screen.
      </p>
      <LeaveGuard>
        <div className="mt-6 space-y-6">
          {connections.map((connection) => (
            <ConnectionCard key={connection.provider} connection={connection} />
          ))}
          <PaymentLinkNames links={paymentLinks} />
          <ConnectionsGuide />
        </div>
      </LeaveGuard>
    </>
  );
}
