import { type SalesListQuery, saleKinds, saleStatuses } from "./types";

/** What the Sales & bookings address asks for: kind, status, source, the e-mail searched for, and the page. */
export function salesListQueryOf(params: URLSearchParams): SalesListQuery {
  const page = Number(params.get("page") ?? "1");
  return {
    kind: saleKinds.find((kind) => kind === params.get("kind")) ?? "all",
    status: saleStatuses.find((status) => status === params.get("status")) ?? "all",
    source: params.get("source") ?? "",
    search: params.get("search") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The screen's address (or, under /admin/api/sales/list, the list's) for a query, leaving out what is at its default. */
export function salesListHref({ kind, status, source, search, page }: SalesListQuery, path = "/admin/sales"): string {
  const params = new URLSearchParams();
  if (kind !== "all") params.set("kind", kind);
  if (status !== "all") params.set("status", status);
  if (source !== "") params.set("source", source);
  if (search !== "") params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query === "" ? path : `${path}?${query}`;
}
