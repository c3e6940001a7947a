import { Link } from "react-router";
import { filterLinkStyles } from "../shared/filter-link-styles";
import {
  type SubscriberFilter,
  type SubscriberListPage,
  type SubscriberListQuery,
  subscriberListHref,
} from "./subscriber-list-api";

const filters: { status: SubscriberFilter; label: string }[] = [
  { status: "all", label: "All" },
  { status: "confirmed", label: "Confirmed" },
  { status: "pending", label: "Pending" },
  { status: "waiting", label: "Confirmation e-mail waiting" },
  { status: "unsubscribed", label: "Unsubscribed" },
];

/**
 * Show everyone, or only the confirmed, pending (and of those, the ones whose confirmation e-mail waits for the day's
 * limit) or unsubscribed, each with how many there are; the search is kept.
 */
export function SubscriberFilters({ query, list }: { query: SubscriberListQuery; list: SubscriberListPage }) {
  const countOf = (status: SubscriberFilter) => (status === "all" ? list.total : list.byStatus[status]);
  return (
    <nav aria-label="Show subscribers by status" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {filters.map(({ status, label }) => (
          <li key={status}>
            <Link
              to={subscriberListHref({ ...query, status, page: 1 })}
              aria-current={query.status === status ? "page" : undefined}
              className={filterLinkStyles(query.status === status)}
            >
              {label} ({countOf(status)})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
