import type { SettingField } from "../content/site-settings";
/**
 * What the back office's JSON API (/admin/api/…, server/admin/) answers: one set of types that the
 * server's code returns and the back office's screens read, so a renamed field fails the build on both sides.
 * Timestamps are ISO strings, as they arrive in JSON.
 */

/** Where the coach stands with a contact message. */
export const messageStatuses = ["new", "replied", "archived"] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** A message as the inbox lists it, with the start of its text. */
export interface MessageSummary {
  id: number;
  created_at: string;
  status: MessageStatus;
  /** When the coach first opened it; null while unread. */
  read_at: string | null;
  /** When she last marked it replied; null when she has not (or before replies were timed). */
  replied_at: string | null;
  name: string;
  email: string;
  /** The form's value (career, consulting, other); its words are in app/content/contact.ts. */
  interest: string;
  subject: string;
  preview: string;
  /** The source the sender's visit was credited to (decision 026's way); null when the visit was not known. */
  visit_source: string | null;
  /** That visit's campaign (utm_campaign); empty or null when it had none. */
  visit_campaign: string | null;
}

export interface FullMessage extends Omit<MessageSummary, "preview"> {
  message: string;
  /** The page the sender's visit started on. */
  visit_landing: string | null;
}

/** What the inbox asks for: one status's messages, narrowed by a search of names, addresses and text. */
export interface InboxQuery {
  status: MessageStatus;
  search: string;
}

/** One tab of the inbox: its messages, newest first, and how many each tab holds with the same search. */
export interface InboxPage {
  messages: MessageSummary[];
  counts: Record<MessageStatus, number>;
  newMessages: number;
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface Subscriber {
  id: number;
  created_at: string;
  email: string;
  status: SubscriberStatus;
  source_path: string | null;
  /** For people imported or added by the coach: the source she stated, and their names when the list had them. */
  stated_source: string | null;
  first_name: string | null;
  last_name: string | null;
  /** Where they are in her welcome sequence ("2 of 4 received"); null while there is none or they have not confirmed. */
  sequence_place?: string | null;
}

export interface FailingNotification {
  id: number;
  kind: string;
  channel: string;
  created_at: string;
  attempts: number;
  last_error: string;
  next_attempt_at: string;
}

export interface OutboxStanding {
  /** Waiting to be sent, none of their attempts failed yet. */
  queued: number;
  sentLast7Days: number;
  failing: FailingNotification[];
}

/** A published issue the site cannot show (it broke a rule): skipped by the site and the server, with why. */
export interface SkippedIssueFile {
  file: string;
  reason: string;
}

export interface Health {
  messages: { thisWeek: number; thisMonth: number };
  subscribers: { thisWeek: number; thisMonth: number };
  outbox: OutboxStanding;
  skippedIssues: SkippedIssueFile[];
  /** Why the data folder cannot take what visitors send (a full disk, a read-only folder); null when it can. */
  dataDirProblem: string | null;
  /** When an erasure began whose old copies on disk wait for a backup reading the list to end; null when none waits. */
  erasureWaitingSince: string | null;
}

/** Why a row of an import was not added. */
export type SkippedReason = "invalid" | "already present" | "suppressed" | "unreadable date";

export interface ImportResult {
  imported: number;
  alreadyPresent: number;
  suppressed: number;
  invalid: number;
  /** Rows whose stated date of consent (OPTIN_TIME, created_at…) is not a date, or is in the future. */
  unreadableDates: number;
  /** Each row not added, in the file's order, with why: what the coach can download and check. */
  skipped: { line: number; email: string; reason: SkippedReason }[];
}

/** What the coach states about a list: its source (kept with each person), and the consent event's wording when it says more. */
export interface StatedSource {
  source: string;
  detail?: string;
  event?: "imported" | "added";
}

export interface ErasureReport {
  subscribers: number;
  contactMessages: number;
  notificationPayloads: number;
  consentEvents: number;
  tokens: number;
  confirmationLog: number;
  /** Which newsletter issues were sent to the address, and how each went. */
  newsletterDeliveries: number;
  /** Bookings and sales the address was removed from; they stay as anonymous figures. */
  bookingsAndSales: number;
}

export type SendState = "sending" | "paused" | "sent";

export interface SendProgress {
  issue: number;
  startedAt: string;
  state: SendState;
  pausedReason: string | null;
  /** When a paused send resumes by itself; null when the coach must resume it. */
  pausedUntil: string | null;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  /** When the last edition went out. */
  lastSentAt: string | null;
}

/** Where an issue the site shows came from: the repository's files, one of them edited in the back office, or written there. */
export type IssueOrigin = "files" | "edited-here" | "written-here";

export interface NewsletterIssueState {
  number: number;
  title: string;
  publishDate: string;
  /** Known from the database: her published row for the number, or none (decision 046). */
  origin: IssueOrigin;
  webUrl: string;
  send: SendProgress | null;
}

/** An address the mail server refused during a send, with its answer. */
export interface RefusedAddress {
  email: string;
  reason: string;
  created_at: string;
}

export interface NewsletterOverview {
  issues: NewsletterIssueState[];
  /** Confirmed subscribers a send started now would go to. */
  recipients: number;
  refused: RefusedAddress[];
  sendsMail: boolean;
  skippedIssues: SkippedIssueFile[];
  /** What brings clients: each published issue, newest first, then each welcome sequence e-mail and guide. */
  results: SourceResults[];
}

/** The kinds of what brings clients: an issue, an e-mail of her welcome sequence, a guide given for an address. */
export type ResultSource = "issue" | "sequence" | "guide";

/**
 * What one of them brought, by the campaign its links carry: people it reached, sign-ups it brought, and the bookings
 * and sales credited to a visit through its links.
 */
export interface SourceResults {
  source: ResultSource;
  /** The campaign its links carry: issue-12, welcome-3, guide-…; one row each. */
  campaign: string;
  /** As the table names it: "12. Title", "Welcome e-mail, day 3: Subject". */
  name: string;
  /** Issues: sent to; sequence e-mails: received by; guides: given to. */
  reached: number;
  /** Issues: sign-ups on its page; guides: sign-ups for it; none for a sequence e-mail, sent to subscribers. */
  signUps: number;
  bookings: number;
  sales: number;
  /** Sales still paid, in pence (pounds only). */
  pence: number;
}

export interface EditionPreview {
  subject: string;
  html: string;
  text: string;
}

export interface DailyTraffic {
  day: string;
  visitors: number;
  pageViews: number;
}

export interface RangeTotals {
  /** The sum of each day's visitors: one person on two days counts twice, so this is not the number of people. */
  sumOfDailyVisitors: number;
  /** Over the days of the period that were counted (counting may have begun within it). */
  averageDailyVisitors: number;
  pageViews: number;
  /** The days of the period on or after the first day anything was counted. */
  daysCounted: number;
}

export interface PageViews {
  page: string;
  views: number;
}

export interface SourceVisits {
  source: string;
  campaign: string;
  visits: number;
  /** New subscribers credited to this source: the source of the visit they signed up in. */
  subscribers: number;
}

/** Visitors (summed over days) → booking clicks → contact messages. */
export interface Funnel {
  sumOfDailyVisitors: number;
  bookingClicks: number;
  checkoutClicks: number;
  messages: number;
}

/** One week (from its Monday) of clicks per counted link, new subscribers and contact messages. */
export interface WeekFigures {
  week: string;
  clicks: Record<string, number>;
  subscribers: number;
  messages: number;
}

/** What /admin/api/visits answers: the last 30 or 90 days. */
export interface VisitsOverview {
  days: number;
  /** The period as the screen names it: "the last 30 days", or "last week" (Monday to Sunday, as the summary counts it). */
  period: string;
  /** Whether the period is last week rather than the last 30 or 90 days. */
  lastWeek: boolean;
  from: string;
  to: string;
  daily: DailyTraffic[];
  totals: RangeTotals;
  /** The same figures for the period of the same length before; null when nothing was counted then. */
  previousTotals: RangeTotals | null;
  topPages: PageViews[];
  topSources: SourceVisits[];
  /** The counted links, each with the name the coach reads. */
  links: { name: string; label: string }[];
  weeks: WeekFigures[];
  funnel: Funnel;
  /** The top 20 sources (with their campaigns) from visit to sale. */
  sourceFunnel: SourceFunnelStep[];
  /** Sign-ups through the form at the end of each issue's page. */
  issueSignUps: IssueSignUps[];
}

/** People who signed up on one issue's page, and how many of them confirmed. */
export interface IssueSignUps {
  issue: number;
  signUps: number;
  confirmed: number;
}

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
/**
 * A Stripe Payment Link a sale came through without naming what was bought (/admin/api/payment-links): its code,
 * the name she gave it on Connections (null: not yet), how many sales and when the last.
 */
export interface PaymentLinkName {
  paymentLink: string;
  name: string | null;
  sales: number;
  lastSaleAt: string;
}

export interface SalesListPage {
  rows: SaleRow[];
  matching: number;
  page: number;
  perPage: number;
  sources: string[];
}

export type WebhookProvider = "stripe" | "cal" | "calendly";

/** One provider on the Connections screen (server/sales/connections.ts). */
export interface ConnectionStatus {
  provider: WebhookProvider;
  /** The address to paste into the service. */
  address: string;
  /** Whether the server's settings give the secret (it wins over a saved one). */
  fromServerSettings: boolean;
  /** The last 4 characters of the saved secret; null when none is saved. */
  savedSecretEnd: string | null;
  savedAt: string | null;
  /** Whether the server created the webhook subscription itself, with a token pasted on the screen (Calendly). */
  subscribedFromHere: boolean;
  /** The account the subscription was made for, as the service names it (Calendly); null when not known. */
  account: { name: string; email: string } | null;
  events: number;
  lastEventAt: string | null;
  lastRefusal: { at: string; reason: string } | null;
}

/** What /admin/api/weekly-summary answers: whether the coach receives the Monday summary e-mail, her choice in the back office. */
export interface WeeklySummarySetting {
  enabled: boolean;
  /** When she last changed it; null while the server's default (WEEKLY_SUMMARY) holds. */
  changedAt: string | null;
  /** False without SMTP_URL: then nothing is sent, whatever she chooses. */
  sendsMail: boolean;
}

/** One part of the Monday summary: a title and its figures, one a line. */
export interface SummaryPart {
  title: string;
  items: string[];
}

/** What /admin/api/weekly-summary/preview answers: last week's summary as it would arrive, and this week's figures so far beside it. */
export interface WeeklySummaryPreview {
  subject: string;
  html: string;
  text: string;
  /** This week, Monday to today in London: the same parts as the summary, for a site too new to have a last week. */
  soFar: { from: string; to: string; parts: SummaryPart[] };
}

/** One change of the coach's settings (/admin/settings): who, when, old → new (null: the default of site.ts). */
export interface SettingChange {
  id: number;
  key: string;
  label: string;
  /** The value before the change: the one saved, or the default's own text when none was. */
  oldValue: string;
  /** The value after it, likewise (an undo may put the default back). */
  newValue: string;
  changedBy: string;
  changedAt: string;
  /** Whether a later change undid this one. */
  undone: boolean;
  /** The change this one undid, if it is an undo. */
  undoes: number | null;
}

/** A field of the settings screen with the value the site uses now. */
export interface SettingFieldState extends SettingField {
  value: string;
  /** Still the invented value of site.ts: listed by the launch checklist. */
  isSample: boolean;
}

/** GET /admin/api/settings. */
export interface SiteSettingsScreen {
  fields: SettingFieldState[];
  history: SettingChange[];
}

/** A value still invented for the sample site, on the Health screen's launch checklist (GET /admin/api/settings/launch). */
export interface LaunchChecklist {
  samples: Pick<SettingField, "key" | "label" | "group">[];
}
