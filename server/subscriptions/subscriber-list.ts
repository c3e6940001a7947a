import { pageNumberOf } from "../http/path-ids";
import { savedKind } from "../settings/site-content-store";
import type { Database, Row } from "../storage/db";
import { containing, searchTermOf } from "../storage/search-terms";
import { sequencePlaceSql } from "./welcome-sequence-store";

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
/** The list's filters: each status, and the pending whose confirmation e-mail waits for a place (decision 089). */
const subscriberFilters = [...subscriberStatuses, "waiting"] as const;
export type SubscriberFilter = (typeof subscriberFilters)[number] | "all";

/** How many people one screen of the list shows. */
export const subscribersPerPage = 50;
const lastPage = 10_000;

export interface SubscriberQuery {
  search: string;
  status: SubscriberFilter;
  page: number;
}

/** The list's query string, or what is wrong with it. */
export function subscriberQueryOf(query: (name: string) => string | undefined): SubscriberQuery | { error: string } {
  const status = query("status") ?? "all";
  if (status !== "all" && !subscriberFilters.includes(status as (typeof subscriberFilters)[number])) {
    return { error: "The status must be pending, waiting, confirmed, unsubscribed or all." };
  }
  const page = pageNumberOf(query("page"), lastPage);
  if (page === undefined) return { error: `The page must be a whole number from 1 to ${lastPage}.` };
  return { search: searchTermOf(query("search") ?? ""), status: status as SubscriberFilter, page };
}

/**
 * One screen of the subscriber list, newest first: those matching the search (in the address, the page,
 * the source the coach stated for an import, or the name) and the status filter,
 * how many match in all, how many people have each status and how many of the pending wait for their confirmation
 * e-mail (for the filters' labels), and how many signed up through
 * the site this month apart from those the coach imported or added this month (an import is not a month of sign-ups);
 * each with the guide they came for, by its title (decision 077).
 */
export async function subscriberListPage(db: Database, { search, status, page }: SubscriberQuery) {
  const matching = `($1 = '' or email ilike $2 or source_path ilike $2 or stated_source ilike $2
    or concat_ws(' ', first_name, last_name) ilike $2)
    and ($3 = 'all' or status = $3 or ($3 = 'waiting' and status = 'pending' and confirmation_waiting_since is not null))`;
  const params = [search, containing(search), status];
  const [subscribers, [found], [counts]] = await Promise.all([
    db.query(
      `select id, created_at, email, status, source_path, stated_source, first_name, last_name, guide_id,
         case when status = 'pending' then confirmation_waiting_since end as confirmation_waiting_since,
         ${sequencePlaceSql("subscribers")} as sequence_place
       from public.subscribers where ${matching}
       order by created_at desc, id desc limit ${subscribersPerPage} offset $4`,
      [...params, (page - 1) * subscribersPerPage],
    ),
    db.query(`select count(*)::int as matching from public.subscribers where ${matching}`, params),
    db.query(
      `select count(*)::int as total,
              (count(*) filter (where created_at >= date_trunc('month', now()) and stated_source is null))::int as this_month,
              (select count(*) from public.consent_events
               where event in ('imported', 'added') and created_at >= date_trunc('month', now()))::int as imported_this_month,
              (count(*) filter (where status = 'pending'))::int as pending,
              (count(*) filter (where status = 'confirmed'))::int as confirmed,
              (count(*) filter (where status = 'unsubscribed'))::int as unsubscribed,
              (count(*) filter (where status = 'pending' and confirmation_waiting_since is not null))::int as waiting
       from public.subscribers`,
    ),
  ]);
  const count = (row: Row | undefined, name: string) => Number(row?.[name] ?? 0);
  const { library } = await savedKind(db, "resources");
  const guideNamed = (id: unknown) => (id ? (library.find((resource) => resource.id === id)?.title ?? String(id)) : null);
  return {
    subscribers: subscribers.map(({ guide_id, ...subscriber }) => ({ ...subscriber, guide: guideNamed(guide_id) })),
    matching: count(found, "matching"),
    page,
    perPage: subscribersPerPage,
    total: count(counts, "total"),
    thisMonth: count(counts, "this_month"),
    importedThisMonth: count(counts, "imported_this_month"),
    byStatus: Object.fromEntries(subscriberFilters.map((name) => [name, count(counts, name)])),
  };
}
