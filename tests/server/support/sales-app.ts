import { resourcesSeed } from "../../../app/content/resources";
import { defaultSite } from "../../../app/content/site";
import { createSiteCounter } from "../../../server/analytics/site-counter";
import { returnHosts } from "../../../server/analytics/start";
import { type AppOptions, createApp } from "../../../server/app";
import type { WebhookSecrets } from "../../../server/sales/connections";
import type { Database } from "../../../server/storage/db";
import { desktopBrowser, pagesStub } from "./analytics";
import { quietBackOffice } from "./publishing-app";

/** The return hosts of the sample links, which these tests visit from. */
const sampleReturnHosts = returnHosts(defaultSite, resourcesSeed.library);

export const salesOrigin = "https://www.nextmovestrategy.co.uk";

/**
 * The server of the stub pages at `origin`, behind one proxy, counting visits (with a counter of its own unless
 * `options` give one); `options` add to these or change them.
 */
export function countingApp(db: Database, origin: string, options: Partial<AppOptions> = {}) {
  return createApp({
    db,
    site: pagesStub,
    rateLimitPerMinute: 0,
    trustProxy: true,
    publicOrigin: origin,
    ...options,
    siteCounter: options.siteCounter ?? createSiteCounter({ db, publicOrigin: origin, returnHosts: () => sampleReturnHosts }),
  });
}

/**
 * A server that counts visits and takes the booking and checkout webhooks, signed in as `coach` by `cookie`, with
 * the webhook secrets the server's settings give (none by default): visits, /go/ clicks, webhooks and the back office.
 */
export function salesApp(db: Database, coach: string, cookie: string, environment: WebhookSecrets = {}) {
  const origin = salesOrigin;
  const app = countingApp(db, origin, { webhookSecrets: environment, admin: quietBackOffice(coach) });
  const admin = async (method: string, path: string, body?: unknown) => {
    const answer = await app.request(`${origin}/admin/api/${path}`, {
      method,
      headers: { cookie, origin, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.json() };
  };
  return {
    app,
    admin,
    visit: (path: string, headers: Record<string, string> = {}) =>
      app.request(`${origin}${path}`, {
        headers: { "user-agent": desktopBrowser, "x-forwarded-for": "198.51.100.7", ...headers },
      }),
    post: (provider: string, delivery: { body: string; headers: Record<string, string> }) =>
      app.request(`${origin}/webhooks/${provider}`, { method: "POST", body: delivery.body, headers: delivery.headers }),
  };
}
