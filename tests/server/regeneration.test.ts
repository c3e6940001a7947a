import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, expect, it, vi } from "vitest";
import { z } from "zod";
import type { SavedSettings } from "../../app/content/settings-overlay";
import type { StaticSite } from "../../server/http/static-site";
import { createDraft, publishDraftNow } from "../../server/newsletter/drafts-store";
import { saveSettings } from "../../server/settings/store";
import { readLiveBuild } from "../../server/site/live-site";
import { createRegenerator } from "../../server/site/render-and-swap";
import type { Renderer } from "../../server/site/renderer";
import { onEachStore } from "./support/databases";
import { readyIssue } from "./support/newsletter-issue";
import { writeStubSite } from "./support/stub-site";
import { suiteDatabase } from "./support/suite";

const policyOptions = { connectOrigins: [], https: false };

/** Stands for the renderer: one page per issue it is handed, or the failure `failWith` gives. */
function fakeRender(failWith: () => string | undefined, gate: () => Promise<void> = async () => undefined): Renderer {
  return async (job) => {
    await gate();
    const failure = failWith();
    if (failure) throw new Error(`Rendering…\n${failure}\n    at somewhere (file.js:1:1)`);
    const client = job.outClientDir;
    writeStubSite(client);
    for (const issue of job.newsletterIssues) {
      const page = path.join(client, "newsletter", issue.slug);
      mkdirSync(page, { recursive: true });
      writeFileSync(path.join(page, "index.html"), `<h1>${issue.title}</h1>`);
    }
    return { written: [] };
  };
}

const pageText = (site: StaticSite | undefined, urlPath: string) => site?.page(urlPath)?.bodies.identity.toString("utf8");

onEachStore("regenerating the site on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.newsletter_drafts, public.newsletter_draft_versions, public.site_settings, public.site_setting_changes",
  );
  let dataDir: string;
  let served: StaticSite | undefined;
  let servedWith: SavedSettings | undefined;
  let failure: string | undefined;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "regeneration-"));
    served = undefined;
    failure = undefined;
    return () => rmSync(dataDir, { recursive: true, force: true });
  });

  function regenerator(gate?: () => Promise<void>) {
    return createRegenerator({
      db: test.db,
      dataDir,
      baseBuildDir: path.join(dataDir, "no-base-build"),
      publicOrigin: "https://coach.example",
      policyOptions,
      render: fakeRender(() => failure, gate),
      swap: (site, settings) => {
        served = site;
        servedWith = settings;
      },
      log: () => undefined,
    });
  }

  async function publish(title: string) {
    const draft = await createDraft(test.db, { ...readyIssue, title });
    return publishDraftNow(test.db, draft.id, "web", "2026-11-25");
  }

  it("builds from the published issues, handed to the renderer, into DATA_DIR and swaps the new site in", async () => {
    await publish("The twelfth");
    await saveSettings(test.db, { "coach.name": "Priya Raman" }, "coach@example.com");
    const regeneration = regenerator();
    expect(regeneration.regenerate().state).toBe("queued");
    await regeneration.settled();
    expect(pageText(served, "/newsletter/issue-12")).toBe("<h1>The twelfth</h1>");
    // What it was rendered with, for the issue editor's preview to tell her details then from hers now.
    expect(servedWith).toEqual({ "coach.name": "Priya Raman" });
    expect(readLiveBuild(dataDir)?.settings).toEqual({ "coach.name": "Priya Raman" });
    expect(regeneration.state()).toMatchObject({ state: "idle", reason: null });
    expect(readLiveBuild(dataDir)?.clientDir.startsWith(path.join(dataDir, "publishing", "builds"))).toBe(true);
    // The content is handed to the renderer, never written out to be read back (decision 046).
    expect(readdirSync(path.join(dataDir, "publishing"))).not.toContain("content");

    served = undefined;
    regeneration.regenerate();
    await regeneration.settled();
    expect(served).toBeUndefined();
  });

  it("keeps the old site when a build fails, and says why in words", async () => {
    await publish("The twelfth");
    const regeneration = regenerator();
    regeneration.regenerate();
    await regeneration.settled();
    const before = served;

    await publish("The thirteenth");
    failure = "Error: issue-13.md: the article must end with the link [Book Your Strategy Session](/contact)";
    regeneration.regenerate();
    await regeneration.settled();
    expect(served).toBe(before);
    expect(pageText(served, "/newsletter/issue-13")).toBeUndefined();
    expect(regeneration.state()).toMatchObject({
      state: "failed",
      reason:
        "The website could not be rebuilt, so it still shows the previous version. What went wrong: Error: issue-13.md: the article must end with the link [Book Your Strategy Session](/contact)",
    });

    failure = undefined;
    regeneration.regenerate(false);
    await regeneration.settled();
    expect(regeneration.state().state).toBe("failed");
    regeneration.regenerate();
    await regeneration.settled();
    expect(pageText(served, "/newsletter/issue-13")).toBe("<h1>The thirteenth</h1>");
    expect(regeneration.state().state).toBe("idle");
  });

  it("says which rule a render broke when a schema refused a value, never only that it failed", async () => {
    await publish("The twelfth");
    const refused = z.object({ about: z.object({ description: z.string().max(160) }) }).safeParse({
      about: { description: "x".repeat(164) },
    });
    failure = refused.error?.stack;
    const regeneration = regenerator();
    regeneration.regenerate();
    await regeneration.settled();
    expect(regeneration.state()).toMatchObject({
      state: "failed",
      reason:
        "The website could not be rebuilt, so it still shows the previous version. What went wrong: about.description: Too big: expected string to have <=160 characters",
    });
  });

  it("queues a publish that comes during a build, and builds it once the first is done", async () => {
    let release: () => void = () => undefined;
    let builds = 0;
    const regeneration = regenerator(() => {
      builds += 1;
      return builds === 1 ? new Promise((resolve) => (release = () => resolve())) : Promise.resolve();
    });
    await publish("The twelfth");
    regeneration.regenerate();
    // Building once it has read what to render: a busy machine takes longer than any fixed wait to get there.
    await expect.poll(() => regeneration.state().state, { timeout: 20_000 }).toBe("building");
    await publish("The thirteenth");
    expect(regeneration.regenerate().state).toBe("queued");
    release();
    await regeneration.settled();
    expect(builds).toBe(2);
    expect(pageText(served, "/newsletter/issue-13")).toBe("<h1>The thirteenth</h1>");
    expect(readdirSync(path.join(dataDir, "publishing", "builds"))).toHaveLength(1);
  });

  it("says a rebuild waits since the change she just made, not since the build before it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-27T16:58:00Z"));
      await publish("The twelfth");
      const regeneration = regenerator();
      regeneration.regenerate();
      await regeneration.settled();
      vi.setSystemTime(new Date("2026-11-27T17:00:00Z"));
      await publish("The thirteenth");
      expect(regeneration.regenerate()).toMatchObject({ state: "queued", startedAt: expect.stringMatching(/^2026-11-27T17:00/) });
      await regeneration.settled();
      expect(pageText(served, "/newsletter/issue-13")).toBe("<h1>The thirteenth</h1>");
    } finally {
      vi.useRealTimers();
    }
  });

  it("says a change made during a build waits since it was made, once that build is done", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let release: () => void = () => undefined;
    let builds = 0;
    const regeneration = regenerator(() => {
      builds += 1;
      return builds === 1 ? new Promise((resolve) => (release = () => resolve())) : Promise.resolve();
    });
    try {
      vi.setSystemTime(new Date("2026-11-27T16:58:00Z"));
      await publish("The twelfth");
      regeneration.regenerate();
      await vi.waitUntil(() => regeneration.state().state === "building");
      vi.setSystemTime(new Date("2026-11-27T17:00:00Z"));
      await publish("The thirteenth");
      expect(regeneration.regenerate()).toMatchObject({ state: "queued", startedAt: expect.stringMatching(/^2026-11-27T17:00/) });
      expect(regeneration.state()).toMatchObject({ state: "building", startedAt: expect.stringMatching(/^2026-11-27T16:58/) });
    } finally {
      release();
      await regeneration.settled();
      vi.useRealTimers();
    }
  });
});
