import { Form, Link, useLoaderData, useLocation } from "react-router";
import { adminGet, type Subscriber } from "~/components/admin/admin-api";
import type { Erased } from "~/components/admin/erase-person";
import { ErasureNotice } from "~/components/admin/erasure-notice";
import { ScreenHeader } from "~/components/admin/screen-header";
import { SubscriberTable } from "~/components/admin/subscriber-table";
import { buttonStyles } from "~/components/ui/button-styles";
import { inputStyles } from "~/components/ui/form-field";

interface Subscribers {
  subscribers: Subscriber[];
  total: number;
  thisMonth: number;
}

export async function clientLoader({ request }: { request: Request }) {
  const search = new URL(request.url).searchParams.get("search") ?? "";
  const found = await adminGet<Subscribers>(`subscribers?search=${encodeURIComponent(search)}`, request.signal);
  return { ...found, search };
}

export default function SubscribersPage() {
  const { subscribers, total, thisMonth, search } = useLoaderData<typeof clientLoader>();
  const erased = (useLocation().state as { erased?: Erased } | null)?.erased;
  return (
    <>
      <ScreenHeader title="Subscribers" exports={{ resource: "subscribers", label: "Export subscribers (CSV)" }}>
        {total} in all, {thisMonth} this month.
      </ScreenHeader>
      {erased ? <ErasureNotice erased={erased} /> : null}
      <Link to="/admin/subscribers/add" className={buttonStyles("primary", "mt-6")}>
        Add or import subscribers
      </Link>
      <Form role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="subscriber-search" className="block font-semibold">
            Search by address or page
          </label>
          <input id="subscriber-search" type="search" name="search" defaultValue={search} className={`${inputStyles} mt-2`} />
        </div>
        <button type="submit" className={buttonStyles("secondary")}>
          Search
        </button>
      </Form>
      <SubscriberTable subscribers={subscribers} />
    </>
  );
}
