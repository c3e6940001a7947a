import { beforeEach } from "vitest";
import type { Regeneration } from "../../../app/lib/newsletter-drafts";
import { testAppOptions } from "../../../scripts/support/site-stub";
import { type AppOptions, createApp } from "../../../server/app";
import type { Database } from "../../../server/storage/db";
import type { testStores } from "./databases";
import { signedIn, suiteDatabase } from "./suite";

export const publishingCoach = "coach@example.com";
export const idleRegeneration: Regeneration = { state: "idle", startedAt: null, finishedAt: null, reason: null };

/** Publishing with no real rebuild: the stub site stays, and nothing is ever building. */
export const noRebuilds = {
  site: testAppOptions.site,
  renderedWith: () => ({}),
  regeneration: () => idleRegeneration,
  regenerate: () => idleRegeneration,
};

/** What the Send screen needs beside the outbox: the newsletter's sender, no rate limit, and no real rebuild. */
export const newsletterScreens = { newsletter: { from: "letters@example.com", ratePerMinute: 0 }, publishing: noRebuilds };

/** The back office of `coach`, sending no e-mail and logging nothing. */
export const quietBackOffice = (coach: string) => ({
  adminEmails: [coach],
  confirmMaxPerDay: 200,
  sendsMail: false,
  mailQueued: () => undefined,
  log: () => undefined,
});

/**
 * The server with a back office that sends e-mail, signed in as `coach`: each mail it queues calls `mailQueued`
 * (as the outbox worker's wake); `admin` adds to or changes the back office's options, `app` the server's.
 */
export function mailingApp(
  db: Database,
  coach: string,
  mailQueued: () => void,
  admin: Partial<NonNullable<AppOptions["admin"]>> = {},
  app: Partial<AppOptions> = {},
) {
  return createApp({
    db,
    ...testAppOptions,
    ...app,
    admin: { ...quietBackOffice(coach), sendsMail: true, mailQueued, ...admin },
  });
}

/**
 * The server as the back office's publishing screens meet it, signed-in as `publishingCoach`, with no real
 * rebuild: `regenerate` is called where Publish would start one (counting them, for instance).
 */
export function publishingApp(db: Database, regenerate: () => Regeneration = () => idleRegeneration) {
  return mailingApp(db, publishingCoach, () => undefined, { sendsMail: false, publishing: { ...noRebuilds, regenerate } });
}

/** A rebuild that says it has begun, counting in `started` how often Publish or a save began one since the test began. */
export function countedRebuilds() {
  const rebuilds = {
    started: 0,
    regenerate: (): Regeneration => {
      rebuilds.started += 1;
      return { ...idleRegeneration, state: "building" };
    },
  };
  beforeEach(() => {
    rebuilds.started = 0;
  });
  return rebuilds;
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

/**
 * A suite of the back office's publishing screens on `kind`: its own database (with `tables` emptied before each
 * test), the coach signed in and a new `publishingApp` before each test, and `call` for that app's `/admin/api`.
 */
export function publishingScreens(kind: (typeof testStores)[number], tables: string, regenerate?: () => Regeneration) {
  const test = suiteDatabase(kind, tables);
  const cookie = signedIn(test, publishingCoach);
  let app: ReturnType<typeof publishingApp>;
  beforeEach(() => {
    app = publishingApp(test.db, regenerate);
  });
  return { test, cookie, app: () => app, call: backOfficeApi(() => app, cookie) };
}
