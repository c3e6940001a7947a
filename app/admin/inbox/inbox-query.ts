import { type InboxQuery, type MessageStatus, messageStatuses } from "./types";

/** The inbox's tabs, in order; New is where it opens. */
export const inboxTabs: { status: MessageStatus; label: string }[] = [
  { status: "new", label: "New" },
  { status: "replied", label: "Replied" },
  { status: "archived", label: "Archived" },
];

/** What the inbox's address asks for: its tab (New unless it says otherwise) and its search. */
export function inboxQueryOf(params: URLSearchParams): InboxQuery {
  const status = messageStatuses.find((known) => known === params.get("status")) ?? "new";
  return { status, search: params.get("search") ?? "" };
}

/** The inbox's address for a query, leaving out what is at its default. */
export function inboxHref({ status, search }: InboxQuery): string {
  const params = new URLSearchParams();
  if (status !== "new") params.set("status", status);
  if (search !== "") params.set("search", search);
  const query = params.toString();
  return query === "" ? "/admin" : `/admin?${query}`;
}
