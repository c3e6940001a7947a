import { Link } from "react-router";
import { buttonStyles } from "../ui/button-styles";
import { type SubscriberListPage, type SubscriberListQuery, subscriberListHref } from "./subscriber-list-api";

/** Which of the matching people this screen shows, and the way to the screens before and after it. */
export function SubscriberPages({ query, list }: { query: SubscriberListQuery; list: SubscriberListPage }) {
  if (list.matching <= list.perPage) return null;
  const first = (list.page - 1) * list.perPage + 1;
  const last = Math.min(list.page * list.perPage, list.matching);
  return (
    <nav aria-label="Pages of subscribers" className="mt-6 flex flex-wrap items-center gap-3">
      <p className="mr-auto">
        Showing {first}–{last} of {list.matching}
      </p>
      {list.page > 1 ? (
        <Link to={subscriberListHref({ ...query, page: list.page - 1 })} className={buttonStyles("secondary")}>
          Newer
        </Link>
      ) : null}
      {last < list.matching ? (
        <Link to={subscriberListHref({ ...query, page: list.page + 1 })} className={buttonStyles("secondary")}>
          Older
        </Link>
      ) : null}
    </nav>
  );
}
