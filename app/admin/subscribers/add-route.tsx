import { Link } from "react-router";
import { LeaveGuard } from "~/admin/shared/leave-guard";
import { AdminTitle } from "~/admin/shell/admin-title";
import { AddSubscriberForm } from "~/admin/subscribers/add-subscriber-form";
import { ImportSubscribersForm } from "~/admin/subscribers/import-subscribers-form";

/** Each form names itself by its section's heading id. */
const forms = [
  { id: "add-subscriber", title: "Add subscriber", Form: AddSubscriberForm },
  { id: "import-subscribers", title: "Import CSV", Form: ImportSubscribersForm },
];

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
        one's consent history records the source you give and your confirmation. A list with First name and Last name columns
        keeps them. Addresses that unsubscribed or were erased earlier are never added again; the report lists every row not
        added, to download.
      </p>
      <LeaveGuard>
        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          {forms.map(({ id, title, Form }) => (
            <section key={id} aria-labelledby={id} className="rounded-lg border border-line bg-paper p-5 sm:p-6">
              <h2 id={id} className="text-2xl font-semibold">
                {title}
              </h2>
              <Form />
            </section>
          ))}
        </div>
      </LeaveGuard>
    </>
  );
}
