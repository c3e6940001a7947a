import { Link, useLoaderData, useLocation } from "react-router";
import { adminGet } from "~/admin/shared/admin-api";
import { ListPages } from "~/admin/shared/list-pages";
import { ListSearch } from "~/admin/shared/list-search";
import { ScreenHeader } from "~/admin/shell/screen-header";
import type { Erased } from "~/admin/subscribers/erase-person";
import { ErasureNotice } from "~/admin/subscribers/erasure-notice";
import { SubscriberCards } from "~/admin/subscribers/subscriber-cards";
import { SubscriberFilters } from "~/admin/subscribers/subscriber-filters";
import {
  type SubscriberFilter,
  type SubscriberListPage,
  type SubscriberListQuery,
  subscriberListHref,
} from "~/admin/subscribers/subscriber-list-api";
import { buttonStyles } from "~/components/ui/button-styles";

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
        {list.total} in all. This month {list.thisMonth} signed up
        {list.importedThisMonth > 0 ? `, and you imported or added ${list.importedThisMonth}` : ""}.
      </ScreenHeader>
      {erased ? <ErasureNotice erased={erased} /> : null}
      <Link to="/admin/subscribers/add" className={buttonStyles("primary", "mt-6")}>
        Add or import subscribers
      </Link>
      <SubscriberFilters query={query} list={list} />
      <ListSearch
        id="subscriber-search"
        label="Search by address, name, page or source"
        search={query.search}
        keep={query.status === "all" ? {} : { status: query.status }}
      />
      <SubscriberCards subscribers={list.subscribers} />
      <ListPages
        of="subscribers"
        matching={list.matching}
        page={list.page}
        perPage={list.perPage}
        hrefOf={(page) => subscriberListHref({ ...query, page })}
      />
    </>
  );
}
