import { Link } from "react-router";
import { filterLinkStyles } from "../shared/filter-link-styles";
import { inboxHref, inboxTabs } from "./inbox-query";
import type { InboxPage, InboxQuery } from "./types";

/** New, Replied and Archived, each with how many it holds under the search; the chosen one marked. */
export function InboxTabs({ query, counts }: { query: InboxQuery; counts: InboxPage["counts"] }) {
  return (
    <nav aria-label="Messages by status" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {inboxTabs.map(({ status, label }) => (
          <li key={status}>
            <Link
              to={inboxHref({ ...query, status })}
              aria-current={query.status === status ? "page" : undefined}
              className={filterLinkStyles(query.status === status)}
            >
              {label} ({counts[status]})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
