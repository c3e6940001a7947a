import type { MiddlewareHandler } from "hono";
import { backOfficeHeaders } from "../http/security-headers";

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
