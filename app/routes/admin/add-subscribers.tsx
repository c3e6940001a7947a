import { Link } from "react-router";
import { AddSubscriberForm } from "~/components/admin/add-subscriber-form";
import { AdminTitle } from "~/components/admin/admin-title";
import { ImportSubscribersForm } from "~/components/admin/import-subscribers-form";

export default function AddSubscribersPage() {
  return (
    <>
      <AdminTitle screen="Add subscribers" />
      <Link to="/admin/subscribers" className="text-sm font-semibold">
        ← Back to subscribers
      </Link>
      <h1 className="mt-4 text-4xl font-semibold">Add subscribers</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        For people who already agreed to receive your newsletter elsewhere. They are added as confirmed and get no e-mail; each
        one's consent history records the source you give and your confirmation. Addresses that unsubscribed earlier are never
        added again.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="add-subscriber" className="rounded-lg border border-line bg-paper p-5 sm:p-6">
          <h2 id="add-subscriber" className="text-2xl font-semibold">
            Add subscriber
          </h2>
          <AddSubscriberForm />
        </section>
        <section aria-labelledby="import-subscribers" className="rounded-lg border border-line bg-paper p-5 sm:p-6">
          <h2 id="import-subscribers" className="text-2xl font-semibold">
            Import CSV
          </h2>
          <ImportSubscribersForm />
        </section>
      </div>
    </>
  );
}
