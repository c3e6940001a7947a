import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { SavedSettings } from "../../app/content/site-settings";
import type { Regeneration } from "../../app/lib/newsletter-drafts";
import { settingsFileName } from "../../scripts/build/saved-settings";
import type { PolicyOptions } from "../http/content-security-policy";
import { loadStaticSite, type StaticSite } from "../http/static-site";
import { savedSettings } from "../settings/store";
import type { Database } from "../storage/db";
import { type PublishedIssue, publishedIssues } from "./drafts-store";
import { copyNewsletterImagesInto, renderNewsletterImages } from "./image-variants";
import { issueFileText } from "./issue-file";
import { publishingFolders, readLiveBuild, writeLiveBuild } from "./live-site";

const projectDir = path.resolve(import.meta.dirname, "../..");
const reactRouterCli = path.join(projectDir, "node_modules/@react-router/dev/bin.js");
const tsxCli = path.join(projectDir, "node_modules/tsx/dist/cli.mjs");

export interface RegeneratorOptions {
  db: Database;
  dataDir: string;
  /** The repository's own build (BUILD_DIR): what is served until a regeneration, and part of each one's fingerprint. */
  baseBuildDir: string;
  /** The origin the pages are built for (canonical URLs, feed, sitemap). */
  publicOrigin: string;
  policyOptions: PolicyOptions;
  /** Puts a newly built site live. */
  swap(site: StaticSite): void;
  /** Builds the site with `env` (BUILD_OUT_DIR, CONTENT_DIR…); the real build (React Router, then the postbuild) by default. */
  build?(env: NodeJS.ProcessEnv, signal: AbortSignal): Promise<void>;
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
 * What a build is made from: the repository's build (a new deploy changes it), every published
 * issue and the coach's saved settings (none saved: the fingerprint is what it was before settings).
 */
function fingerprintOf(baseBuildDir: string, issues: PublishedIssue[], settings: SavedSettings = {}): string {
  const baseIndex = path.join(baseBuildDir, "index.html");
  const hash = createHash("sha256")
    .update(existsSync(baseIndex) ? readFileSync(baseIndex) : "")
    .update(JSON.stringify(issues));
  if (Object.keys(settings).length > 0) hash.update(JSON.stringify(settings));
  return hash.digest("hex");
}

/** The content folder the build reads (CONTENT_DIR): one file per published issue, and the coach's settings (decision 029). */
export function writeContentFolder(contentDir: string, issues: PublishedIssue[], settings: SavedSettings = {}) {
  mkdirSync(contentDir, { recursive: true });
  const settingsFile = path.join(contentDir, settingsFileName);
  writeFileSync(`${settingsFile}.next`, JSON.stringify(settings, null, 2));
  renameSync(`${settingsFile}.next`, settingsFile);
  const folder = path.join(contentDir, "newsletter");
  mkdirSync(folder, { recursive: true });
  const wanted = new Set(issues.map((issue) => `issue-${issue.number}.md`));
  for (const name of readdirSync(folder)) if (!wanted.has(name)) rmSync(path.join(folder, name), { force: true });
  for (const issue of issues) {
    const file = path.join(folder, `issue-${issue.number}.md`);
    writeFileSync(`${file}.next`, issueFileText(issue.number, issue.publishDate, issue));
    renameSync(`${file}.next`, file);
  }
}

/** Runs one build step; rejects with its last lines of output. */
function run(args: string[], env: NodeJS.ProcessEnv, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: projectDir, env, signal, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-4000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(output))));
  });
}

/**
 * Vite bundles its config into a temporary file in the `node_modules` nearest the config file
 * and imports it from there: the project's own `node_modules`, read-only under systemd
 * (decision 037). The build is given a config under DATA_DIR that re-exports the project's,
 * beside an empty `node_modules` of its own, so that temporary file is written there.
 */
function writeConfigUnderDataDir(folder: string): string {
  mkdirSync(path.join(folder, "node_modules"), { recursive: true });
  const file = path.join(folder, "vite.config.mjs");
  writeFileSync(file, `export { default } from ${JSON.stringify(path.join(projectDir, "vite.config.ts"))};\n`);
  return file;
}

/** `npm run build`'s two steps, run with the project's own packages, writing nothing outside DATA_DIR. */
async function buildSite(env: NodeJS.ProcessEnv, signal: AbortSignal, viteConfigFolder: string) {
  await run([reactRouterCli, "build", projectDir, "--config", writeConfigUnderDataDir(viteConfigFolder)], env, signal);
  await run([tsxCli, "scripts/build/postbuild.ts"], env, signal);
}

/** A failed build's output, as one sentence the coach can read. */
export function reasonFor(error: unknown): string {
  const output = error instanceof Error ? error.message : String(error);
  const lines = output.split("\n").map((line) => stripVTControlCharacters(line).trim());
  const cause = lines.find((line) => /issue-\d+\.md:/.test(line)) ?? lines.find((line) => /\bError\b.*:/.test(line)) ?? "";
  const detail = cause ? ` What went wrong: ${cause.slice(0, 300)}` : "";
  return `The website could not be rebuilt, so it still shows the previous version.${detail}`;
}

/**
 * Rebuilds the public site from the repository, the published issues and the coach's settings (decisions 024, 029): the
 * content is written under DATA_DIR, the build goes into a new folder there, and only a build
 * that succeeded is swapped in; a failed one leaves the live site as it was and says why. One
 * build at a time: asking during a build queues one more, which then builds whatever is latest.
 */
export function createRegenerator(options: RegeneratorOptions): Regenerator {
  const folders = publishingFolders(options.dataDir);
  const log = options.log ?? console.log;
  /** How the last build ended (idle or failed, with its reason): what is reported when no build is due. */
  let lastOutcome: Regeneration = { state: "idle", startedAt: null, finishedAt: null, reason: null };
  let current = lastOutcome;
  let running: Promise<void> | undefined;
  let again = false;
  let retry = true;
  /** A fingerprint whose build failed: not tried again on its own, only when something new is published. */
  let failedFingerprint: string | undefined;
  const stopping = new AbortController();

  /** Builds and swaps in the site if what is published changed. */
  async function buildOnce(): Promise<void> {
    const issues = await publishedIssues(options.db);
    const settings = await savedSettings(options.db);
    const fingerprint = fingerprintOf(options.baseBuildDir, issues, settings);
    const live = readLiveBuild(options.dataDir);
    if (fingerprint === (live?.fingerprint ?? fingerprintOf(options.baseBuildDir, []))) return;
    if (!retry && fingerprint === failedFingerprint) return;
    current = { state: "building", startedAt: new Date().toISOString(), finishedAt: null, reason: null };
    writeContentFolder(folders.content, issues, settings);
    const outDir = path.join(folders.builds, String(Date.now()));
    const env = {
      ...process.env,
      NODE_ENV: "production",
      PUBLIC_ORIGIN: options.publicOrigin,
      CONTENT_DIR: folders.content,
      BUILD_OUT_DIR: outDir,
      VITE_CACHE_DIR: folders.viteCache,
    };
    const started = performance.now();
    try {
      // The prerender imports the server bundle from outDir: its packages are the project's.
      mkdirSync(outDir, { recursive: true });
      symlinkSync(path.join(projectDir, "node_modules"), path.join(outDir, "node_modules"), "dir");
      const images = await renderNewsletterImages(options.db, folders.images, folders.content);
      const build = options.build ?? ((buildEnv, signal) => buildSite(buildEnv, signal, folders.viteConfig));
      await build(env, stopping.signal);
      const clientDir = path.join(outDir, "client");
      copyNewsletterImagesInto(folders.images, images, clientDir);
      options.swap(loadStaticSite(clientDir, options.policyOptions));
      writeLiveBuild(options.dataDir, { clientDir, fingerprint });
    } catch (error) {
      rmSync(outDir, { recursive: true, force: true });
      failedFingerprint = fingerprint;
      throw error;
    }
    for (const name of readdirSync(folders.builds)) {
      if (path.join(folders.builds, name) !== outDir) rmSync(path.join(folders.builds, name), { recursive: true, force: true });
    }
    log(
      `The site was rebuilt with ${issues.length} published issue(s) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    failedFingerprint = undefined;
    lastOutcome = { ...current, state: "idle", finishedAt: new Date().toISOString() };
    await options.onLive?.(issues.map((issue) => issue.number));
  }

  async function loop() {
    do {
      again = false;
      try {
        await buildOnce();
      } catch (error) {
        const reason = reasonFor(error);
        log(`Regeneration failed: ${reason}`);
        lastOutcome = { ...current, state: "failed", finishedAt: new Date().toISOString(), reason };
      }
      current = again ? { ...lastOutcome, state: "queued" } : lastOutcome;
    } while (again && !stopping.signal.aborted);
    running = undefined;
  }

  return {
    state: () => current,
    regenerate(retryFailed = true) {
      retry = retryFailed || (running !== undefined && retry);
      if (current.state !== "building") current = { ...current, state: "queued" };
      if (!running) {
        running = loop();
        return current;
      }
      again = true;
      return { ...current, state: "queued" };
    },
    stop: () => stopping.abort(),
    async settled() {
      while (running) await running;
    },
  };
}
