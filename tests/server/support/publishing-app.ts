import type { Regeneration } from "../../../app/lib/newsletter-drafts";
import { testAppOptions } from "../../../scripts/support/site-stub";
import { createApp } from "../../../server/app";
import type { Database } from "../../../server/storage/db";

export const publishingCoach = "coach@example.com";
export const idleRegeneration: Regeneration = { state: "idle", startedAt: null, finishedAt: null, reason: null };

/**
 * The server as the back office's publishing screens meet it, signed-in as `publishingCoach`, with no real
 * rebuild: `regenerate` is called where Publish would start one (counting them, for instance).
 */
export function publishingApp(db: Database, regenerate: () => Regeneration = () => idleRegeneration) {
  return createApp({
    db,
    ...testAppOptions,
    admin: {
      adminEmails: [publishingCoach],
      confirmMaxPerDay: 200,
      sendsMail: false,
      mailQueued: () => undefined,
      log: () => undefined,
      publishing: { site: testAppOptions.site, regeneration: () => idleRegeneration, regenerate },
    },
  });
}

/** Calls `/admin/api…` of the app `app()` gives, as the site's own pages do: JSON, from the site's origin, with `cookie()`. */
export function backOfficeApi(app: () => ReturnType<typeof createApp>, cookie: () => string) {
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = { Cookie: cookie() }) =>
    app().request(`/admin/api${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: testAppOptions.publicOrigin, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** The JSON body of a response. */
export const jsonOf = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
