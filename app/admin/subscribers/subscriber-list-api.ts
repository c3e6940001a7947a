import type { Subscriber, SubscriberStatus } from "../shared/admin-api";

/** Each status, and "waiting": the pending whose confirmation e-mail waits for a place under the day's cap. */
export type SubscriberFilter = SubscriberStatus | "waiting" | "all";

/** One screen of /admin/api/subscribers; see server/subscriptions/subscriber-list.ts. */
export interface SubscriberListPage {
  subscribers: Subscriber[];
  matching: number;
  page: number;
  perPage: number;
  total: number;
  /** Signed up through the site since the first of the month. */
  thisMonth: number;
  /** Imported or added by the coach since the first of the month: not sign-ups. */
  importedThisMonth: number;
  /** How many have each status, and how many of the pending wait for their confirmation e-mail. */
  byStatus: Record<Exclude<SubscriberFilter, "all">, number>;
}

/** What the list screen's address says: the search, the status filter and the page. */
export interface SubscriberListQuery {
  search: string;
  status: SubscriberFilter;
  page: number;
}

/** The list screen's address for a query, leaving out what is at its default. */
export function subscriberListHref({ search, status, page }: SubscriberListQuery): string {
  const params = new URLSearchParams();
  if (search !== "") params.set("search", search);
  if (status !== "all") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query === "" ? "/admin/subscribers" : `/admin/subscribers?${query}`;
}
