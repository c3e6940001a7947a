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
