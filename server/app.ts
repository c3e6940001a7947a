import type { Context } from "hono";
import { Hono } from "hono";
import { countConversions, countPageViews } from "./analytics/counting";
import { createOutboundLinks } from "./analytics/outbound-links";
import type { SiteCounter } from "./analytics/site-counter";
import { resourcePolicy } from "./content-security-policy";
import type { Database } from "./db";
import type { NotificationQueue } from "./outbox";
import { createRestApi } from "./rest";
import { fileHeadersFor, securityHeadersFor } from "./security-headers";
import { chooseEncoding, type StaticFile, type StaticSite } from "./static-site";

export interface AppOptions {
  db: Database;
  site: StaticSite;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  /** The origin the site is served from (PUBLIC_ORIGIN): HTTPS turns on Strict-Transport-Security. */
  publicOrigin: string;
  notificationQueue?: NotificationQueue;
  /** Counts page views, link clicks and conversions; without it, nothing is counted. */
  siteCounter?: SiteCounter;
}

/** Old paths that live elsewhere now (a Map, so that /constructor finds nothing). */
const redirects = new Map([["/quiz", "/hidden-job-market-quiz"]]);

function clientIpFrom(trustProxy: boolean) {
  return (c: Context): string => {
    const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    return forwarded || incoming?.socket?.remoteAddress || "unknown";
  };
}

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
export function createApp(options: AppOptions) {
  const { db, site, rateLimitPerMinute, trustProxy, publicOrigin, notificationQueue, siteCounter } = options;
  const app = new Hono();
  const securityHeaders = Object.entries(securityHeadersFor(publicOrigin));
  const assetHeaders = Object.entries(fileHeadersFor(publicOrigin));

  app.use(async (c, next) => {
    await next();
    if (c.req.path.startsWith("/assets/") && c.res.status < 400) {
      for (const [name, value] of assetHeaders) c.res.headers.set(name, value);
      return;
    }
    for (const [name, value] of securityHeaders) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", resourcePolicy);
  });

  const clientIp = clientIpFrom(trustProxy);
  if (siteCounter) app.use(countPageViews(siteCounter, clientIp));
  const onInserted = siteCounter && countConversions(siteCounter, clientIp);
  app.route("/rest/v1", createRestApi({ db, rateLimitPerMinute, clientIp, notificationQueue, onInserted }));

  app.get("/healthz", (c) => c.json({ status: "ok", database: db.kind }));

  const followOutboundLink = createOutboundLinks({ counter: siteCounter, isPage: (path) => site.page(path) !== undefined });
  app.on(["GET", "HEAD"], "/go/:name", (c) => followOutboundLink(c) ?? sendFile(c, site.notFoundPage, 404));

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
    console.error(error);
    return c.json(
      { code: "500", message: "Something went wrong on our side. Please try again.", details: null, hint: null },
      500,
    );
  });

  return app;
}
