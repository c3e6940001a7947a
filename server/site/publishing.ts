import { rmSync } from "node:fs";
import type { SavedSettings } from "../../app/content/settings-overlay";
import type { PolicyOptions } from "../http/content-security-policy";
import { loadStaticSite } from "../http/static-site";
import { claimPendingEmails } from "../newsletter/drafts-store";
import { publishDueIssues } from "../newsletter/due-schedules";
import { startSend } from "../newsletter/sending";

import type { Database } from "../storage/db";
import { publishingFolders, readLiveBuild, swappableSite } from "./live-site";
import { createRegenerator, type RegeneratorOptions } from "./render-and-swap";

export interface PublishingOptions {
  db: Database;
  dataDir: string;
  /** The repository's build (BUILD_DIR). */
  baseBuildDir: string;
  publicOrigin: string;
  policyOptions: PolicyOptions;
  /** NEWSLETTER_RATE_PER_MINUTE, for the e-mails that go out once their page is live. */
  ratePerMinute: number;
  mailQueued(): void;
  /** The renderer, as RegeneratorOptions.render: the real one unless a test gives its own. */
  render?: RegeneratorOptions["render"];
  /** How often due schedules and other servers' publishing are looked for; 15 s by default. */
  checkEveryMs?: number;
  log?(line: string): void;
}

/**
 * The site as publishing keeps it: served from the last regenerated build (or the repository's
 * until there is one), rebuilt on Publish, and checked every few seconds for schedules that
 * fell due and for issues another server published, so that every server catches up. At start
 * the check runs at once: a server killed mid-build serves its old site and builds again.
 */
export function startPublishing(options: PublishingOptions) {
  const { db } = options;
  // Earlier versions wrote the content out here to read it back; it is handed to the renderer now (decision 046).
  rmSync(publishingFolders(options.dataDir).formerContent, { recursive: true, force: true });
  const live = readLiveBuild(options.dataDir);
  const served = swappableSite(loadStaticSite(live?.clientDir ?? options.baseBuildDir, options.policyOptions));
  // The repository's build is made with none of her settings; a render kept from before they were recorded, unknown.
  let renderedWith: SavedSettings | undefined = live ? live.settings : {};

  const regenerator = createRegenerator({
    ...options,
    swap(site, settings) {
      served.swap(site);
      renderedWith = settings;
    },
    async onLive(liveIssues) {
      for (const number of await claimPendingEmails(db, liveIssues)) {
        const { recipients } = await startSend(db, number, options.ratePerMinute);
        options.log?.(`Issue ${number} is live and going to ${recipients} subscribers.`);
        options.mailQueued();
      }
    },
  });

  /** The check under way: a call meanwhile waits for it rather than starting a second. */
  let checking: Promise<void> | undefined;
  async function lookForDueSchedules() {
    try {
      const due = await publishDueIssues(db, options.publicOrigin);
      regenerator.regenerate(due.length > 0);
    } catch (error) {
      options.log?.(`Could not look for scheduled issues: ${(error as Error).message}`);
    }
  }
  function check(): Promise<void> {
    checking ??= lookForDueSchedules().finally(() => {
      checking = undefined;
    });
    return checking;
  }
  void check();
  const timer = setInterval(() => void check(), options.checkEveryMs ?? 15_000);
  timer.unref();

  return {
    site: served.site,
    publishing: {
      site: served.site,
      renderedWith: () => renderedWith,
      regeneration: regenerator.state,
      regenerate: () => regenerator.regenerate(),
    },
    check,
    settled: regenerator.settled,
    /** Stops looking and building: resolves once the look and the build under way have ended. */
    async stop() {
      clearInterval(timer);
      regenerator.stop();
      await checking;
      await regenerator.settled();
    },
  };
}
