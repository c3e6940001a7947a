import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { type EditableContent, editableKinds, seedContent } from "../../app/content/editable";
import type { SavedSettings } from "../../app/content/site-settings";
import type { Regeneration } from "../../app/lib/newsletter-drafts";
import type { PolicyOptions } from "../http/content-security-policy";
import { loadStaticSite, type StaticSite } from "../http/static-site";
import type { PublishedIssue } from "../newsletter/drafts-store";
import { shownIssues, siteContentOf } from "../newsletter/site-content";
import { copyNewsletterImagesInto, writePictureFiles } from "../pictures/image-variants";
import { projectDir } from "../project-dir";
import type { Database } from "../storage/db";
import { publishingFolders, readLiveBuild, writeLiveBuild } from "./live-site";
import { type Renderer, renderInWorker } from "./renderer";

export interface RegeneratorOptions {
  db: Database;
  dataDir: string;
  /** The repository's own build (BUILD_DIR): what is served until a regeneration, and part of each one's fingerprint. */
  baseBuildDir: string;
  /** The origin the pages are built for (canonical URLs, feed, sitemap). */
  publicOrigin: string;
  policyOptions: PolicyOptions;
  /** Puts a newly built site live, rendered with her saved settings `settings`. */
  swap(site: StaticSite, settings: SavedSettings): void;
  /** Renders the pages of a new build; in a worker thread with React Router's server bundle by default (decision 038). */
  render?: Renderer;
  /** Runs once the new pages are live, with the numbers of the issues they hold: the e-mails that waited for them. */
  onLive?(liveIssues: number[]): Promise<void>;
  log?(line: string): void;
}

export interface Regenerator {
  state(): Regeneration;
  /**
   * Rebuilds the site when what is published differs from what is live; a call during a build
   * queues one more. `retryFailed: false` (the timer's check) leaves a build that failed alone
   * until something new is published, so a broken build is not retried every few seconds.
   */
  regenerate(retryFailed?: boolean): Regeneration;
  /** Resolves when no build is running or queued. */
  settled(): Promise<void>;
  /** Stops a build under way (the server is stopping): the live site stays, and the next start builds again. */
  stop(): void;
}

/**
 * What a build is made from: the repository's build (a new deploy changes it), every published issue whose words are
 * not the seed's (decision 071: a data folder on the seed serves the repository's build) and the coach's saved settings
 * (none saved: the fingerprint is what it was before settings).
 */
function fingerprintOf(
  baseBuildDir: string,
  issues: PublishedIssue[],
  settings: SavedSettings = {},
  editable: EditableContent = seedContent,
): string {
  const baseIndex = path.join(baseBuildDir, "index.html");
  const hash = createHash("sha256")
    .update(existsSync(baseIndex) ? readFileSync(baseIndex) : "")
    .update(JSON.stringify(issues.filter((issue) => issue.origin !== "files").map(({ origin: _, ...words }) => words)));
  if (Object.keys(settings).length > 0) hash.update(JSON.stringify(settings));
  // Only what she changed from the seed: a data folder on the seed serves the repository's build as it was.
  const changed = editableKinds.filter((kind) => JSON.stringify(editable[kind]) !== JSON.stringify(seedContent[kind]));
  if (changed.length > 0) hash.update(JSON.stringify(changed.map((kind) => [kind, editable[kind]])));
  return hash.digest("hex");
}

/** What a schema refused (zod's message is its issues as JSON), as "where: what": "about.description: Too big: …". */
function schemaRefusal(output: string): string | undefined {
  const issues = /ZodError: (\[[\s\S]*?\n\])/.exec(output)?.[1];
  if (!issues) return undefined;
  try {
    const [first] = JSON.parse(issues) as { path: PropertyKey[]; message: string }[];
    return first && `${first.path.map(String).join(".")}: ${first.message}`;
  } catch {
    return undefined;
  }
}

/** A failed build's output, as one sentence the coach can read. */
export function reasonFor(error: unknown): string {
  const output = error instanceof Error ? error.message : String(error);
  const lines = output.split("\n").map((line) => stripVTControlCharacters(line).trim());
  const cause =
    lines.find((line) => /issue-\d+\.md:/.test(line)) ??
    schemaRefusal(output) ??
    lines.find((line) => /\bError\b.*:/.test(line)) ??
    lines.find((line) => line !== "" && !line.startsWith("at ")) ??
    "";
  const detail = cause ? ` What went wrong: ${cause.slice(0, 300)}` : "";
  return `The website could not be rebuilt, so it still shows the previous version.${detail}`;
}

/**
 * Rebuilds the public site from the repository, the published issues and the coach's settings (decisions 024, 029):
 * what the site says is handed to the renderer as one value (decision 046), the build goes into a new folder under
 * DATA_DIR, and only a build that succeeded is swapped in; a failed one leaves the live site as it was and says why. One
 * build at a time: asking during a build queues one more, which then builds whatever is latest.
 */
export function createRegenerator(options: RegeneratorOptions): Regenerator {
  const folders = publishingFolders(options.dataDir);
  const log = options.log ?? console.log;
  /** How the last build ended (idle or failed, with its reason): what is reported when no build is due. */
  let lastOutcome: Regeneration = { state: "idle", startedAt: null, finishedAt: null, reason: null };
  let current = lastOutcome;
  /** When the oldest change not yet in a build was asked for: what a queued state says it waits since. */
  let queuedSince: string | undefined;
  const queued = (): Regeneration => {
    queuedSince ??= new Date().toISOString();
    return { state: "queued", startedAt: queuedSince, finishedAt: null, reason: null };
  };
  let running: Promise<void> | undefined;
  let again = false;
  let retry = true;
  /** A fingerprint whose build failed: not tried again on its own, only when something new is published. */
  let failedFingerprint: string | undefined;
  const stopping = new AbortController();

  /** Builds and swaps in the site if what is published changed. */
  async function buildOnce(): Promise<void> {
    const content = await siteContentOf(options.db);
    const issues = content.published;
    const fingerprint = fingerprintOf(options.baseBuildDir, issues, content.saved, content.editable);
    const live = readLiveBuild(options.dataDir);
    if (fingerprint === (live?.fingerprint ?? fingerprintOf(options.baseBuildDir, []))) return;
    if (!retry && fingerprint === failedFingerprint) return;
    current = { state: "building", startedAt: new Date().toISOString(), finishedAt: null, reason: null };
    const outDir = path.join(folders.builds, String(Date.now()));
    const clientDir = path.join(outDir, "client");
    const base = fingerprintOf(options.baseBuildDir, []);
    const started = performance.now();
    try {
      mkdirSync(outDir, { recursive: true });
      await writePictureFiles(options.db, folders.images, content.pictures);
      const render = options.render ?? renderInWorker;
      const { written } = await render(
        {
          projectDir,
          rendererDir: path.join(path.dirname(options.baseBuildDir), "renderer"),
          baseClientDir: options.baseBuildDir,
          // Outputs unchanged since the live build are linked from it, if it was laid over this very repository build.
          previousClientDir: live?.base === base ? live.clientDir : undefined,
          outClientDir: clientDir,
          newsletterIssues: shownIssues(content),
          publicOrigin: options.publicOrigin,
          settings: content.saved,
          editable: content.editable,
          pictures: content.pictures,
        },
        stopping.signal,
      );
      copyNewsletterImagesInto(folders.images, content.pictures, clientDir);
      options.swap(loadStaticSite(clientDir, options.policyOptions), content.saved);
      writeLiveBuild(options.dataDir, { clientDir, fingerprint, base, settings: content.saved });
      log(`Rendered ${written.length} file(s) anew: ${written.slice(0, 12).join(", ")}${written.length > 12 ? ", …" : ""}`);
    } catch (error) {
      rmSync(outDir, { recursive: true, force: true });
      failedFingerprint = fingerprint;
      throw error;
    }
    for (const name of readdirSync(folders.builds)) {
      if (path.join(folders.builds, name) !== outDir) rmSync(path.join(folders.builds, name), { recursive: true, force: true });
    }
    log(
      `The site was rendered with ${issues.length} published issue(s) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    failedFingerprint = undefined;
    lastOutcome = { ...current, state: "idle", finishedAt: new Date().toISOString() };
    await options.onLive?.(issues.map((issue) => issue.number));
  }

  async function loop() {
    do {
      again = false;
      queuedSince = undefined;
      try {
        await buildOnce();
      } catch (error) {
        // Cut off by the server stopping, not failed: the next start builds again.
        if (!stopping.signal.aborted) {
          const reason = reasonFor(error);
          log(`Regeneration failed: ${reason}`);
          lastOutcome = { ...current, state: "failed", finishedAt: new Date().toISOString(), reason };
        }
      }
      current = again ? queued() : lastOutcome;
    } while (again && !stopping.signal.aborted);
    running = undefined;
  }

  return {
    state: () => current,
    regenerate(retryFailed = true) {
      retry = retryFailed || (running !== undefined && retry);
      if (current.state !== "building") current = queued();
      if (!running) {
        const asked = current;
        running = loop();
        return asked;
      }
      again = true;
      return queued();
    },
    stop: () => stopping.abort(),
    async settled() {
      while (running) await running;
    },
  };
}
