import type { WebhookProvider } from "../connections/types";

/**
 * What the Sales & bookings screen's API answers (/admin/api/sales, server/sales/): the types the server returns and the screen reads.
 * Timestamps are ISO strings, as they arrive in JSON.
 */

/** One source's way from visit to sale: visits → booking or checkout clicks → bookings → sales → pence taken. */
export interface SourceFunnelStep {
  source: string;
  campaign: string;
  visits: number;
  clicks: number;
  bookings: number;
  sales: number;
  pence: number;
}

/** One week's or one source's bookings and sales as the webhooks reported them (pence in pounds sterling). */
export interface SalesFigures {
  /** Bookings still standing, paid at booking or not. */
  bookings: number;
  cancellations: number;
  /** Of the bookings, those paid when booked: each one client, counted here and not again among the sales. */
  paidBookings: number;
  /** Sales still paid that paid for no booking (the audit). */
  sales: number;
  refunds: number;
  pence: number;
}

/** What /admin/api/sales answers: this London week and the 12 before it, and the 13 weeks per source. */
export interface SalesOverview {
  from: string;
  to: string;
  weeks: (SalesFigures & { week: string })[];
  sources: (SalesFigures & { source: string; campaign: string })[];
}

export const saleKinds = ["sale", "booking"] as const;
export const saleStatuses = ["paid", "refunded", "booked", "cancelled", "moved"] as const;
export type SaleStatus = (typeof saleStatuses)[number];

/** One booking or sale on the Sales & bookings list (server/sales/sales-list.ts). */
export interface SaleRow {
  provider: WebhookProvider;
  kind: (typeof saleKinds)[number];
  providerId: string;
  occurredAt: string;
  /** When a booked session starts (Cal.com, Calendly); null for a sale, or where the event did not say. */
  sessionAt: string | null;
  product: string | null;
  /** In the currency's minor unit; null for a booking without a price. */
  amount: number | null;
  currency: string | null;
  status: SaleStatus;
  /** Null once erased or past retention. */
  email: string | null;
  /** The payment that paid for a booking when it was made (decision 068): one client, one row; null for none. */
  payment: {
    provider: WebhookProvider;
    status: "paid" | "refunded";
    amount: number | null;
    currency: string | null;
  } | null;
  source: string;
  campaign: string;
  /** "tags" when Calendly's utm tags gave the source (shown "as tagged by the link"). */
  creditFrom: "reference" | "tags";
}

/** What the list's address says: kind, status, source ("" for any), the e-mail searched for, and the page. */
export interface SalesListQuery {
  kind: (typeof saleKinds)[number] | "all";
  status: SaleStatus | "all";
  source: string;
  search: string;
  page: number;
}

/** One screen of /admin/api/sales/list, newest first, and the sources there are to filter by. */

export interface SalesListPage {
  rows: SaleRow[];
  matching: number;
  page: number;
  perPage: number;
  sources: string[];
}
