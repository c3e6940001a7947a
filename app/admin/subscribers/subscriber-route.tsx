import { Link, useLoaderData } from "react-router";
import { adminGet } from "~/admin/shared/admin-api";
import { AdminTitle } from "~/admin/shell/admin-title";
import { ConsentHistory } from "~/admin/subscribers/consent-history";
import { ErasePerson } from "~/admin/subscribers/erase-person";
import { SubscriberDetails } from "~/admin/subscribers/subscriber-details";
import type { SubscriberRecord } from "~/admin/subscribers/subscriber-records-api";
import { UnsubscribePerson } from "~/admin/subscribers/unsubscribe-person";

interface Args {
  request: Request;
  params: { subscriberId?: string };
}

export function clientLoader({ request, params }: Args) {
  return adminGet<SubscriberRecord>(`subscribers/${params.subscriberId}`, request.signal);
}

export default function SubscriberPage() {
  const { subscriber, history } = useLoaderData<typeof clientLoader>();
  return (
    <article className="rounded-lg border border-line bg-paper p-5 sm:p-8">
      <AdminTitle screen={subscriber.email} />
      <Link to="/admin/subscribers" className="text-sm font-semibold">
        ← Back to subscribers
      </Link>
      <h1 className="mt-4 break-all text-3xl font-semibold">{subscriber.email}</h1>
      <SubscriberDetails subscriber={subscriber} />
      <section aria-labelledby="consent-history" className="mt-8">
        <h2 id="consent-history" className="text-2xl font-semibold">
          Consent history
        </h2>
        <ConsentHistory history={history} />
      </section>
      {subscriber.status === "unsubscribed" ? null : (
        <section aria-labelledby="unsubscribing" className="mt-8">
          <h2 id="unsubscribing" className="text-2xl font-semibold">
            Unsubscribing
          </h2>
          <p className="mt-2 text-ink-soft">
            When this person asks you to stop sending the newsletter. They stay on your list, marked unsubscribed, with their
            consent history; only they can subscribe again.
          </p>
          <div className="mt-4">
            <UnsubscribePerson id={subscriber.id} />
          </div>
        </section>
      )}
      <section aria-labelledby="erasure" className="mt-8">
        <h2 id="erasure" className="text-2xl font-semibold">
          Erasure
        </h2>
        <p className="mt-2 text-ink-soft">When this person asks you to delete what you hold about them.</p>
        <div className="mt-4">
          <ErasePerson id={subscriber.id} email={subscriber.email} />
        </div>
      </section>
    </article>
  );
}
