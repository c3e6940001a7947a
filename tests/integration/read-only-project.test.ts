/**
 * Under systemd (`ProtectSystem=strict`) the project is read-only and only DATA_DIR may be
 * written. The regeneration runs the real renderer here (decision 038: React Router's kept server
 * bundle, in a worker thread) and checks that it changed nothing in the project's folder,
 * node_modules included: every file and folder keeps its modification time, and none appears or disappears.
 */
import { lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaticSite } from "../../server/http/static-site";
import { createDraft, publishDraftNow } from "../../server/newsletter/drafts-store";
import { seedIssues } from "../../server/newsletter/seed-issues";
import { createRegenerator } from "../../server/site/render-and-swap";
import type { Database } from "../../server/storage/db";
import { readyIssue } from "../server/support/newsletter-issue";
import { openBuiltPglite } from "./support/built-database";

const projectDir = path.resolve(import.meta.dirname, "../..");

/** Every path under `folder` (not .git, which the developer's own commands change) with its modification time. */
function modificationTimes(folder: string, into = new Map<string, number>()): Map<string, number> {
  into.set(folder, lstatSync(folder).mtimeMs);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.name === ".git" && folder === projectDir) continue;
    if (entry.isDirectory()) modificationTimes(entryPath, into);
    else into.set(entryPath, lstatSync(entryPath).mtimeMs);
  }
  return into;
}

let dataDir: string;
let db: Database;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "read-only-project-"));
  db = await openBuiltPglite(path.join(dataDir, "db"));
  // As a started server does (decision 071): the seed's issues 1–11 are rows, so hers is issue 12.
  await seedIssues(db);
  const draft = await createDraft(db, readyIssue);
  await publishDraftNow(db, draft.id, "web", "2026-11-25");
}, 120_000);

afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the renderer on a read-only project", () => {
  it("writes its content and rendered site under DATA_DIR only, and the new issue is served", async () => {
    let served: StaticSite | undefined;
    const regenerator = createRegenerator({
      db,
      dataDir,
      baseBuildDir: path.join(projectDir, "build", "client"),
      publicOrigin: "https://coach.example",
      policyOptions: { connectOrigins: [], https: true },
      swap: (site) => {
        served = site;
      },
      log: () => undefined,
    });
    const before = modificationTimes(projectDir);
    regenerator.regenerate();
    await regenerator.settled();
    expect(regenerator.state()).toMatchObject({ state: "idle", reason: null });
    expect(served?.page("/newsletter/issue-12")?.bodies.identity.toString("utf8")).toContain(readyIssue.title);

    const after = modificationTimes(projectDir);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((each) => before.get(each) !== after.get(each));
    expect(changed.map((each) => path.relative(projectDir, each))).toEqual([]);
  }, 900_000);
});
