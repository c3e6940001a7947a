import type { Context, MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import type { PageView, SiteCounter, VisitCredit, Visitor } from "./site-counter";

/** Paths that are never pages: files, the API, the back office, the health check and the link counter. */
const notPages = /^\/(assets|rest|admin|healthz|go)(\/|$)/;

/**
 * isbot's answer per user agent, as a user agent alone (no address, nothing else) and only for the
 * hour: a site sees the same few hundred browsers all day, and looking one up is a fraction of
 * the cost of matching it against every bot pattern again.
 */
const botAnswers = new Map<string, boolean>();
const maxRememberedUserAgents = 2_000;
const hour = 60 * 60_000;
let forgetBotAnswersAt = 0;

function isBotCached(userAgent: string): boolean {
  const now = Date.now();
  if (now >= forgetBotAnswersAt || botAnswers.size >= maxRememberedUserAgents) {
    botAnswers.clear();
    forgetBotAnswersAt = now + hour;
  }
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    botAnswers.set(userAgent, answer);
  }
  return answer;
}

/**
 * Whether a request may be counted at all: a person's browser (not a bot), who has not asked
 * not to be tracked (DNT or Global Privacy Control), and not a speculative load that may never
 * be shown. A prefetch (`Sec-Purpose: prefetch`) is counted: the site's speculation rules
 * prefetch only once a link is pressed, and the navigation that follows makes no request of
 * its own. A prerender, or a prefetch announced the older way (`Purpose`, `X-Moz`,
 * `X-Purpose`), may never be seen, so it is not counted.
 */
export function isCountable(c: Context): boolean {
  const userAgent = c.req.header("user-agent") ?? "";
  if (!userAgent || isBotCached(userAgent)) return false;
  if (c.req.header("dnt") === "1" || c.req.header("sec-gpc") === "1") return false;
  if (/prerender/i.test(c.req.header("sec-purpose") ?? "")) return false;
  const olderPrefetch = c.req.header("purpose") ?? c.req.header("x-moz") ?? c.req.header("x-purpose");
  return !(olderPrefetch && c.req.header("sec-purpose") === undefined);
}

export function visitorOf(c: Context, clientIp: (c: Context) => string): Visitor {
  return { ip: clientIp(c), userAgent: c.req.header("user-agent") ?? "" };
}

/** A URL's query string, read without parsing the whole URL (most page requests have none). */
function queryOf(url: string): URLSearchParams {
  const start = url.indexOf("?");
  return new URLSearchParams(start === -1 ? "" : url.slice(start + 1).split("#")[0]);
}

/** The page a path names, as the counts list it: no trailing slash, except for the home page. */
export const pageOf = (path: string) => (path === "/" ? "/" : path.replace(/\/+$/, ""));

/** How a counted request asked for its page; undefined for a request that is no page view. */
function kindOf(c: Context): PageView["kind"] | undefined {
  if (c.req.method !== "GET") return undefined;
  return /prefetch/i.test(c.req.header("sec-purpose") ?? "") ? "prefetch" : "load";
}

/**
 * Middleware counting each page view once the answer is known: a page (200, or 304 when the
 * browser's copy is still current) or the not-found page (404), asked for by a GET. Every public
 * page is shown by a load of its own (decision 019), so a GET is every page view.
 */
export function countPageViews(counter: SiteCounter, clientIp: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const kind = kindOf(c);
    if (kind === undefined || notPages.test(c.req.path)) return;
    const status = c.res.status;
    if (status !== 200 && status !== 304 && status !== 404) return;
    if (!c.res.headers.get("content-type")?.startsWith("text/html")) return;
    if (!isCountable(c)) return;
    counter.recordPageView({
      ...visitorOf(c, clientIp),
      kind,
      page: status === 404 ? undefined : pageOf(c.req.path),
      referrer: c.req.header("referer"),
      query: queryOf(c.req.url),
    });
  };
}

const conversionOfTable: Record<string, "subscribers" | "messages"> = {
  subscribers: "subscribers",
  contact_messages: "messages",
};

/**
 * For the insert API: the credit of the sender's visit today, found as a sale's is (decision 026), by the
 * visitor's daily hash and no cookie; undefined for a visitor who is not counted or not known today.
 */
export function visitCreditOf(counter: SiteCounter, clientIp: (c: Context) => string) {
  return (c: Context): VisitCredit | undefined => (isCountable(c) ? counter.creditOf(visitorOf(c, clientIp)) : undefined);
}

/** For the insert API: counts a new subscriber or message under the source of the sender's visit. */
export function countConversions(counter: SiteCounter, clientIp: (c: Context) => string) {
  return (table: string, c: Context) => {
    const metric = conversionOfTable[table];
    if (metric && isCountable(c)) counter.recordConversion(metric, visitorOf(c, clientIp));
  };
}
