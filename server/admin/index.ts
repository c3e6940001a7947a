import { Hono } from "hono";
import { backOfficeRefusal, sameOriginOnly } from "../http/own-pages";
import { refuse } from "../http/refusal";
import type { CalendlyApi } from "../sales/calendly-api";
import type { Connections } from "../sales/connections";
import { privateAnswers } from "../sign-in/guards";
import { allowAdmins } from "../sign-in/sessions";
import { createSignInApi, type SignInOptions } from "../sign-in/sign-in";
import type { DataDirCheck } from "../storage/data-dir-space";
import { createActiveSessionsApi } from "./active-sessions";
import { backOfficeBodyLimits } from "./body-limits";
import { createConnectionsApi } from "./connections";
import { createHealthApi } from "./health";
import { createMessagesApi } from "./messages";
import { createNewsletterApi, type NewsletterApiOptions } from "./newsletter";
import { createPublishingApi, type PublishingApiOptions } from "./newsletter-drafts";
import { createOperatorBackupApi } from "./operator-backup";
import { createPaymentLinksApi } from "./payment-links";
import { createSalesApi } from "./sales";
import { createSessionApi } from "./session-api";
import { createSettingsApi } from "./settings";
import { createSiteApi } from "./site";
import { createSiteContentApi } from "./site-content";
import { createSubscribersApi } from "./subscribers";
import { createTestSendGate } from "./test-send";
import { createVisitsApi } from "./visits";
import { createWeeklySummaryApi } from "./weekly-summary";
import { createWelcomeEmailApi } from "./welcome-email";
import { createWelcomeSequenceApi } from "./welcome-sequence";

export interface AdminApiOptions extends SignInOptions {
  /** CONFIRM_MAX_PER_DAY: the health screen reports the confirmation e-mail caps against it. */
  confirmMaxPerDay: number;
  /** NEWSLETTER_FROM and NEWSLETTER_RATE_PER_MINUTE for sending the newsletter. */
  newsletter?: Pick<NewsletterApiOptions, "from" | "ratePerMinute">;
  /** The coach's own issues: drafts, previews, publishing and the site's regeneration (server/publishing). */
  publishing?: Pick<PublishingApiOptions, "site" | "renderedWith" | "regeneration" | "regenerate" | "pictureSeconds">;
  /** WEEKLY_SUMMARY: whether the Monday summary goes out until the coach switches it on or off on the Health screen. */
  weeklySummaryByDefault?: boolean;
  /** Stripe's, Cal.com's and Calendly's webhook secrets and counts, for the Connections screen. */
  connections: Connections;
  /** Creates and deletes the Calendly webhook subscription with the coach's token (decision 051). */
  calendlyApi: CalendlyApi;
  /** Whether the data folder can be written, for the Health screen. */
  dataDir?: DataDirCheck;
  /** Now, for the welcome sequence's days and her content's history: handed in, so that a test moves it forward. */
  clock?: () => Date;
}

/**
 * The back office's JSON API under /admin/api. Every answer is no-store; every
 * state-changing request must come from the site's own origin; every resource
 * checks the session itself, and only the sign-in endpoints work without one.
 */
export function createAdminApi(options: AdminApiOptions) {
  const { db } = options;
  const secure = options.publicOrigin.startsWith("https://");
  const api = new Hono();
  api.use(privateAnswers);
  api.use(sameOriginOnly(options.publicOrigin, false, backOfficeRefusal));
  api.use(backOfficeBodyLimits);
  api.use(allowAdmins(options.adminEmails));
  api.route("/sign-in", createSignInApi(options));
  api.route("/operator", createOperatorBackupApi(db, options.operatorKey, options.log));
  api.route("/session", createSessionApi(db, secure));
  api.route("/sessions", createActiveSessionsApi(db, secure));
  api.route("/messages", createMessagesApi(db, secure));
  api.route("/subscribers", createSubscribersApi(db, secure, options.confirmMaxPerDay));
  api.route("/health", createHealthApi(db, secure, options.dataDir));
  api.route("/visits", createVisitsApi(db, secure));
  api.route("/sales", createSalesApi(db, secure));
  api.route("/payment-links", createPaymentLinksApi(db, secure));
  api.route("/connections", createConnectionsApi(db, secure, options.connections, options.publicOrigin, options.calendlyApi));
  const testSendGate = createTestSendGate(db);
  api.route(
    "/weekly-summary",
    createWeeklySummaryApi(db, secure, { ...options, byDefault: options.weeklySummaryByDefault ?? true, testSendGate }),
  );
  api.route("/settings", createSettingsApi({ db, secure, regenerate: options.publishing?.regenerate }));
  api.route("/content", createSiteContentApi(db, secure, options.publishing?.regenerate, options.clock));
  const newsletter = options.newsletter ?? { from: "", ratePerMinute: 60 };
  if (options.publishing) {
    api.route(
      "/newsletter",
      createPublishingApi({ ...options, ...options.publishing, secure, from: newsletter.from, testSendGate }),
    );
    api.route("/site", createSiteApi(db, secure, options.publishing.regeneration));
  }
  api.route("/newsletter", createNewsletterApi({ ...options, ...newsletter, secure, testSendGate }));
  api.route("/welcome-email", createWelcomeEmailApi({ ...options, secure, testSendGate }));
  api.route("/welcome-sequence", createWelcomeSequenceApi({ ...options, secure, testSendGate }));
  api.all("*", (c) => refuse(c, 404, { message: "There is no such back-office address." }));
  return api;
}
