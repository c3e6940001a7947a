import type { Context, MiddlewareHandler } from "hono";
import { refuse } from "./refusal";

const otherSite = "This request must come from the site's own pages.";

/** The public API's refusal, as PostgREST words one. */
const publicRefusal = (c: Context) => c.json({ code: "403", message: otherSite, details: null, hint: null }, 403);

/** The back office's refusal, in its own vocabulary (http/refusal.ts). */
export const backOfficeRefusal = (c: Context) => refuse(c, 403, { code: "other-site", message: otherSite });

/**
 * Whether a request came from the site's own pages: its Origin is the public origin (or the origin it
 * was addressed to, for a server reached directly); without an Origin, or with the Origin "null" that a
 * browser sends from a page with `Referrer-Policy: no-referrer` (the server's own answer pages) as from a
 * sandboxed one, the browser's Sec-Fetch-Site decides. A "null" Origin without it is refused;
 * `withoutHeaders` answers for a request that carries neither header (a script, an old browser).
 */
function fromOwnPages(c: Context, publicOrigin: string, withoutHeaders: boolean): boolean {
  const origin = c.req.header("origin");
  if (origin && origin !== "null") return origin === publicOrigin || origin === new URL(c.req.url).origin;
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  return origin === undefined && withoutHeaders;
}

/**
 * Refuses every state-changing request that does not come from the site's own pages (`fromOwnPages`);
 * the back office also refuses one that says nothing of where it came from, the public forms accept it
 * (decision 049). `refused` answers in the caller's vocabulary: the public API's by default, `backOfficeRefusal`.
 */
export function sameOriginOnly(
  publicOrigin: string,
  withoutHeaders = false,
  refused: (c: Context) => Response = publicRefusal,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (!fromOwnPages(c, publicOrigin, withoutHeaders)) return refused(c);
    await next();
  };
}
