import type { MiddlewareHandler } from "hono";
import { backOfficeHeaders } from "../http/security-headers";

/**
 * Refuses every state-changing request that does not come from the site's own pages:
 * its Origin must be the public origin (or the origin it was addressed to, for a
 * server reached directly), or, without an Origin, the browser must say same-origin.
 */
export function sameOriginOnly(publicOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const origin = c.req.header("origin");
    const allowed = origin
      ? origin === publicOrigin || origin === new URL(c.req.url).origin
      : c.req.header("sec-fetch-site") === "same-origin";
    if (!allowed) return c.json({ code: "403", message: "This request must come from the site's own pages." }, 403);
    await next();
  };
}

/** Back-office answers are never stored by a browser or proxy, nor indexed. */
export const privateAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", backOfficeHeaders["X-Robots-Tag"]);
};

/** Reads a JSON object body; undefined when the body is not one. */
export async function jsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await request.json().catch(() => undefined);
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}
