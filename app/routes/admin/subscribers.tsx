import { Form, Link, useLoaderData, useLocation } from "react-router";
import { adminGet } from "~/components/admin/admin-api";
import type { Erased } from "~/components/admin/erase-person";
import { ErasureNotice } from "~/components/admin/erasure-notice";
import { ScreenHeader } from "~/components/admin/screen-header";
import { SubscriberCards } from "~/components/admin/subscriber-cards";
import { SubscriberFilters } from "~/components/admin/subscriber-filters";
import type { SubscriberFilter, SubscriberListPage, SubscriberListQuery } from "~/components/admin/subscriber-list-api";
import { SubscriberPages } from "~/components/admin/subscriber-pages";
import { buttonStyles } from "~/components/ui/button-styles";
import { inputStyles } from "~/components/ui/form-field";

export async function clientLoader({ request }: { request: Request }) {
  const params = new URL(request.url).searchParams;
  const query: SubscriberListQuery = {
    search: params.get("search") ?? "",
    status: (params.get("status") ?? "all") as SubscriberFilter,
    page: Number(params.get("page") ?? "1"),
  };
  const list = await adminGet<SubscriberListPage>(`subscribers?${params}`, request.signal);
  return { list, query };
}

export default function SubscribersPage() {
  const { list, query } = useLoaderData<typeof clientLoader>();
  const erased = (useLocation().state as { erased?: Erased } | null)?.erased;
  return (
    <>
      <ScreenHeader title="Subscribers" exports={{ resource: "subscribers", label: "Export subscribers (CSV)" }}>
        {list.total} in all, {list.thisMonth} this month.
      </ScreenHeader>
      {erased ? <ErasureNotice erased={erased} /> : null}
      <Link to="/admin/subscribers/add" className={buttonStyles("primary", "mt-6")}>
        Add or import subscribers
      </Link>
      <SubscriberFilters query={query} list={list} />
      <Form role="search" className="mt-6 flex flex-wrap items-end gap-3">
        {query.status === "all" ? null : <input type="hidden" name="status" value={query.status} />}
        <div className="min-w-0 flex-1">
          <label htmlFor="subscriber-search" className="block font-semibold">
            Search by address, name, page or source
          </label>
          <input
            id="subscriber-search"
            type="search"
            name="search"
            defaultValue={query.search}
            className={`${inputStyles} mt-2`}
          />
        </div>
        <button type="submit" className={buttonStyles("secondary")}>
          Search
        </button>
      </Form>
      <SubscriberCards subscribers={list.subscribers} />
      <SubscriberPages query={query} list={list} />
    </>
  );
}
