/**
 * Decision 038's promise: the server's renderer, laying a new issue and saved settings over the repository's build,
 * gives byte for byte what `npm run build` gives when it builds the same content from scratch. The render runs over
 * the build `npm run build` left in this checkout (the base, as a server has it; `npm test` builds before these); the
 * full build runs in this checkout too, into a folder of its own under build/, for the origin the base was built for,
 * so that both builds see the very same sources (decision 055).
 */

import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../../app/content/editable";
import { issuesOfRows, newsletterFolder, seedIssuesIn } from "../../app/content/newsletter.server";
import { siteWith } from "../../app/content/site";
import { readBuildOrigin } from "../../server/http/build-origin";
import { filesUnder } from "../../server/http/static-site";
import { renderInWorker } from "../../server/site/renderer";

const projectDir = path.resolve(import.meta.dirname, "../..");
const baseClientDir = path.join(projectDir, "build", "client");
// The origin the base was built for (scripts/build/postbuild.ts records it; PUBLIC_ORIGIN's default when unset).
const origin = readBuildOrigin(baseClientDir) ?? "http://localhost:3000";
const settings = { email: "hello@coach.example" };

let folder: string;
let full: string;
const contentDir = () => path.join(folder, "content");

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "render-identity-"));
  // Under build/, which .gitignore keeps out of Tailwind's sources, so the full build's styles are the base's; inside
  // the checkout, so its server bundle finds the packages while it prerenders.
  full = mkdtempSync(path.join(projectDir, "build", "render-identity-"));
  mkdirSync(path.join(contentDir(), "newsletter"), { recursive: true });
  copyFileSync("tests/fixtures/issue-12.md", path.join(contentDir(), "newsletter", "issue-12.md"));
  writeFileSync(path.join(contentDir(), "site.json"), JSON.stringify(settings));
});

/** A data folder's rows: the repository's issues as the seed wrote them, and issue 12 as she published it. */
function issueRows() {
  const withTwelfth = path.join(folder, "rows");
  cpSync(newsletterFolder, withTwelfth, { recursive: true });
  copyFileSync("tests/fixtures/issue-12.md", path.join(withTwelfth, "issue-12.md"));
  return seedIssuesIn(withTwelfth).map(
    (issue) => ({ ...issue, origin: issue.number === 12 ? "written-here" : "files" }) as const,
  );
}

afterAll(() => {
  for (const made of [folder, full]) if (made) rmSync(made, { recursive: true, force: true });
});

describe("a render over the repository's build and a full build of the same content", () => {
  it("give the same files, byte for byte, but for the static hosts' _headers", async () => {
    const rendered = path.join(folder, "rendered", "client");
    await renderInWorker(
      {
        projectDir,
        rendererDir: path.join(projectDir, "build", "renderer"),
        baseClientDir,
        outClientDir: rendered,
        // What the server hands its renderer (decisions 046, 071): the issues' rows as the site shows them, the seed's
        // and her issue 12, her settings over the defaults.
        newsletterIssues: issuesOfRows(issueRows(), siteWith(settings, seedContent.sessions).coach).issues.map(
          (each) => each.issue,
        ),
        publicOrigin: origin,
        settings,
        // A fresh data folder's rows: the repository's seed (decision 061).
        editable: seedContent,
      },
      new AbortController().signal,
    );
    const build = spawnSync("npm", ["run", "build"], {
      cwd: projectDir,
      encoding: "utf8",
      // NODE_ENV as `npm run build` has it from a shell (Vitest sets "test", which changes every chunk).
      env: { ...process.env, NODE_ENV: "production", PUBLIC_ORIGIN: origin, CONTENT_DIR: contentDir(), BUILD_OUT_DIR: full },
    });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);

    const relative = (root: string) =>
      filesUnder(root)
        .map((file) => path.relative(root, file))
        .sort();
    const fullFiles = relative(path.join(full, "client"));
    expect(relative(rendered)).toEqual(fullFiles);
    const different = fullFiles.filter(
      (file) => !readFileSync(path.join(rendered, file)).equals(readFileSync(path.join(full, "client", file))),
    );
    // The one difference, and why: `_headers` is for a static host serving the build with no server of ours
    // (scripts/build/static-host-headers.ts); only the full build writes it, and our server neither serves nor reads it
    // (server/http/static-site.ts), so the server's render leaves the repository's copy in place.
    expect(different).toEqual(["_headers"]);
  }, 900_000);
});
