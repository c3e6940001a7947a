import type { Context } from "hono";
import { Hono } from "hono";
import { type AdminApiOptions, createAdminApi } from "./admin";
import { countConversions, countPageViews, visitCreditOf } from "./analytics/counting";
import { createOutboundLinks } from "./analytics/outbound-links";
import type { SiteCounter } from "./analytics/site-counter";
import { createInsertGate } from "./forms/insert-gate";
import { createPlainForms } from "./forms/plain-forms";
import { createRestApi } from "./forms/rest";
import { checkHealth } from "./health";
import { clientIpFrom } from "./http/client-ip";
import { resourcePolicy } from "./http/content-security-policy";
import { sameOriginOnly } from "./http/own-pages";
import { backOfficeHeaders, fileHeadersFor, isPublicPicture, securityHeadersFor } from "./http/security-headers";
import { chooseEncoding, type StaticFile, type StaticSite } from "./http/static-site";
import type { NotificationQueue } from "./mail/outbox";
import { createSignedPictures, signedPicturesPath } from "./newsletter/signed-pictures";
import { createResourceFiles } from "./resources/resource-files";
import { createCalendlyApi } from "./sales/calendly-api";
import { createConnections, type WebhookSecrets } from "./sales/connections";
import { referenceKeyOf } from "./sales/reference-key";
import { createSalesWebhooks } from "./sales/webhooks";
import type { DataDirCheck } from "./storage/data-dir-space";
import type { Database } from "./storage/db";
import { createGuideRoutes, createSubscriptionRoutes, type SubscriptionLifecycle } from "./subscriptions";

export interface AppOptions {
  db: Database;
  site: StaticSite;
  rateLimitPerMinute: number;
  /** Inserts per client and table per day (RATE_LIMIT_PER_DAY); unset or 0: no daily limit. */
  rateLimitPerDay?: number;
  /** How many proxies in front append to X-Forwarded-For (TRUST_PROXY); 0 or false: none, use the socket. */
  trustProxy: number | boolean;
  /** The origin the site is served from (PUBLIC_ORIGIN): HTTPS turns on Strict-Transport-Security. */
  publicOrigin: string;
  notificationQueue?: NotificationQueue;
  /** The back office at /admin; without it, /admin is not served. */
  admin?: Omit<AdminApiOptions, "db" | "publicOrigin" | "clientIp" | "connections" | "calendlyApi" | "dataDir">;
  /** The subscriber lifecycle: signups wait for an e-mailed confirmation; confirm and unsubscribe pages. */
  subscriptions?: SubscriptionLifecycle;
  /** Counts page views, link clicks and conversions; without it, nothing is counted. */
  siteCounter?: SiteCounter;
  /** The signing secrets of the booking and checkout webhooks at /webhooks/… from the server's settings; they win over one saved at Connections. */
  webhookSecrets?: WebhookSecrets;
  /** Calendly's API (CALENDLY_API_BASE): a local fake of it in tests, Calendly's own address otherwise. */
  calendlyApiBase?: string;
  /** Whether the server has been told to stop: /healthz then answers 503, and a proxy sends visitors elsewhere. */
  stopping?: () => boolean;
  /** Whether the data folder can be written (free space and a write probe): /healthz and Health report it when not. */
  dataDir?: DataDirCheck;
}

const errorCode = (error: Error) => (error as NodeJS.ErrnoException).code;

/** An upload the client broke off: Node reports it as "aborted" or a reset connection. */
function isClientAbort(error: Error): boolean {
  return ["ECONNRESET", "ECONNABORTED", "EPIPE"].includes(errorCode(error) ?? "") || error.message === "aborted";
}

/** Old paths that live elsewhere now (a Map, so that /constructor finds nothing). */
const redirects = new Map([["/quiz", "/hidden-job-market-quiz"]]);

function sendFile(c: Context, file: StaticFile, status: 200 | 404 = 200) {
  c.header("Content-Type", file.contentType);
  if (file.contentSecurityPolicy) c.header("Content-Security-Policy", file.contentSecurityPolicy);
  c.header("Vary", "Accept-Encoding");
  if (status === 404) {
    c.header("Cache-Control", "no-store");
  } else {
    c.header("Cache-Control", file.cacheControl);
    c.header("ETag", file.etag);
    if (c.req.header("if-none-match") === file.etag) return c.body(null, 304);
  }
  const encoding = chooseEncoding(file, c.req.header("accept-encoding") ?? "");
  if (encoding !== "identity") c.header("Content-Encoding", encoding);
  const body = file.bodies[encoding] ?? file.bodies.identity;
  c.header("Content-Length", String(body.byteLength));
  if (c.req.method === "HEAD") return c.body(null, status);
  return c.body(new Uint8Array(body), status);
}

/** The whole server: the REST API, health check, redirects and the prerendered site. */
export function createApp({
  db,
  site,
  rateLimitPerMinute,
  rateLimitPerDay,
  trustProxy,
  publicOrigin,
  notificationQueue,
  admin,
  subscriptions,
  siteCounter,
  webhookSecrets = {},
  calendlyApiBase,
  stopping = () => false,
  dataDir,
}: AppOptions) {
  const app = new Hono();
  const securityHeaders = Object.entries(securityHeadersFor(publicOrigin));
  const assetHeaders = Object.entries(fileHeadersFor(publicOrigin));

  app.use(async (c, next) => {
    await next();
    if (c.req.path.startsWith("/assets/") && c.res.status < 400) {
      for (const [name, value] of assetHeaders) c.res.headers.set(name, value);
      return;
    }
    // A response that says itself how it may be framed (the back office's e-mail preview) keeps that.
    for (const [name, value] of securityHeaders) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", resourcePolicy);
    if (isPublicPicture(c.req.path) && c.res.status < 400) c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  });

  const clientIp = clientIpFrom(trustProxy);
  if (siteCounter) app.use(countPageViews(siteCounter, clientIp));
  const allowInsert = createInsertGate({ rateLimitPerMinute, rateLimitPerDay, clientIp });
  const onInserted = siteCounter && countConversions(siteCounter, clientIp);
  const creditOf = siteCounter && visitCreditOf(siteCounter, clientIp);
  const rowOptions = { db, notificationQueue, subscribe: subscriptions?.subscribe, onInserted, creditOf };
  // Another site's page may not post into the public forms; a script that says nothing of its origin may (decision 049).
  app.use("/rest/v1/*", sameOriginOnly(publicOrigin, true));
  app.use("/forms/*", sameOriginOnly(publicOrigin, true));
  app.route("/rest/v1", createRestApi({ ...rowOptions, allowInsert }));
  app.route("/forms", createPlainForms({ ...rowOptions, allowInsert, site }));
  if (subscriptions) {
    app.route("/", createSubscriptionRoutes(subscriptions, site, db));
    app.route("/", createGuideRoutes(subscriptions, site, db, subscriptions.clock));
  }
  const connections = createConnections(db, webhookSecrets);
  const referenceKey = referenceKeyOf(db);
  app.route("/webhooks", createSalesWebhooks({ db, connections, referenceKey }));

  if (admin) {
    app.route(
      "/admin/api",
      createAdminApi({
        ...admin,
        db,
        publicOrigin,
        clientIp,
        connections,
        calendlyApi: createCalendlyApi(calendlyApiBase),
        dataDir,
      }),
    );
    app.route(signedPicturesPath, createSignedPictures(db));
    app.on(["GET", "HEAD"], ["/admin", "/admin/*"], (c) => {
      for (const [name, value] of Object.entries(backOfficeHeaders)) c.header(name, value);
      return sendFile(c, site.adminShell);
    });
  }

  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (stopping()) return c.json({ status: "stopping" }, 503);
    const health = await checkHealth(db, dataDir);
    return c.json(health, health.status === "unavailable" || health.status === "unwritable" ? 503 : 200);
  });

  const isPage = (path: string) => site.page(path) !== undefined;
  const followOutboundLink = createOutboundLinks({ db, counter: siteCounter, isPage, clientIp, referenceKey });
  app.on(["GET", "HEAD"], "/go/:name", async (c) => (await followOutboundLink(c)) ?? sendFile(c, site.notFoundPage, 404));
  const resourceFile = createResourceFiles(db);
  app.on(["GET", "HEAD"], "/resources/files/:file", async (c) => (await resourceFile(c)) ?? sendFile(c, site.notFoundPage, 404));

  app.on(["GET", "HEAD"], "*", (c) => {
    const urlPath = c.req.path;
    const target = redirects.get(urlPath.replace(/(.)\/+$/, "$1"));
    if (target) return c.redirect(target, 301);
    const file = site.file(urlPath) ?? site.page(urlPath);
    return file ? sendFile(c, file) : sendFile(c, site.notFoundPage, 404);
  });

  app.all("*", (c) => {
    c.header("Allow", "GET, HEAD");
    return c.json({ code: "405", message: `${c.req.method} is not allowed here`, details: null, hint: null }, 405);
  });

  app.onError((error, c) => {
    if (isClientAbort(error)) {
      // The visitor went away mid-body: theirs, not ours, so one line and no stack.
      console.warn(`A client closed the connection during ${c.req.method} ${c.req.path} (${errorCode(error) ?? error.message})`);
      return c.json({ code: "400", message: "The request was not finished.", details: null, hint: null }, 400);
    }
    console.error(error);
    return c.json(
      { code: "500", message: "Something went wrong on our side. Please try again.", details: null, hint: null },
      500,
    );
  });

  return app;
}
