import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, expect, it } from "vitest";
import { createDraft, publishedIssues, scheduleDraft } from "../../server/newsletter/drafts-store";
import { startPublishing } from "../../server/site/publishing";
import { onEachStore } from "./support/databases";
import { readyIssue } from "./support/newsletter-issue";
import { writeStubSite } from "./support/stub-site";
import { suiteDatabase } from "./support/suite";

onEachStore("a scheduled issue across a restart on %s", (kind) => {
  const test = suiteDatabase(kind, "public.newsletter_drafts, public.newsletter_draft_versions");
  let dataDir: string;
  let builds: number;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "schedule-restart-"));
    writeStubSite(path.join(dataDir, "base"));
    builds = 0;
    return () => rmSync(dataDir, { recursive: true, force: true });
  });

  /** The server's publishing as it starts: it looks for due schedules at once; its build stands for the real one. */
  function startServer() {
    return startPublishing({
      db: test.db,
      dataDir,
      baseBuildDir: path.join(dataDir, "base"),
      publicOrigin: "https://coach.example",
      policyOptions: { connectOrigins: [], https: true },
      ratePerMinute: 60,
      mailQueued: () => undefined,
      checkEveryMs: 3_600_000,
      log: () => undefined,
      render: async (job) => {
        builds++;
        writeStubSite(job.outClientDir);
        return { written: [] };
      },
    });
  }

  it("falls due while the server is down and is published once by the restarted server, never again by the next", async () => {
    const draft = await createDraft(test.db, readyIssue);
    await scheduleDraft(test.db, draft.id, new Date(Date.now() + 60_000), "web");
    const before = startServer();
    await before.check();
    await before.settled();
    before.stop();
    const herIssues = async () => (await publishedIssues(test.db)).filter((issue) => issue.origin === "written-here");
    expect(await herIssues()).toEqual([]);

    await test.db.query("update public.newsletter_drafts set scheduled_for = now() - interval '1 second'");
    for (const restart of [1, 2]) {
      const server = startServer();
      await server.check();
      await server.settled();
      server.stop();
      expect(
        (await herIssues()).map((issue) => issue.number),
        `restart ${restart}`,
      ).toEqual([12]);
    }
    expect(builds).toBe(1);
  });
});
