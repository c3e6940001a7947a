/**
 * Decision 038's promise: the server's renderer, laying a new issue and saved settings over the repository's build,
 * gives byte for byte what `npm run build` gives when it builds the same content from scratch. Both run in a copy
 * of the project: its build without the content (the base), the render over it, then the full build with it.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueTextsIn, newsletterFrom } from "../../app/content/newsletter.server";
import { filesUnder } from "../../server/http/static-site";
import { contentWith } from "../../server/settings/current";
import { renderInWorker } from "../../server/site/renderer";
import { copyProject } from "./support/project-copy";

const origin = "https://coach.example";
const settings = { email: "hello@coach.example" };

let folder: string;
const project = () => path.join(folder, "project");
const contentDir = () => path.join(folder, "content");

function build(env: NodeJS.ProcessEnv) {
  const result = spawnSync("npm", ["run", "build"], {
    cwd: project(),
    encoding: "utf8",
    env: { ...process.env, PUBLIC_ORIGIN: origin, ...env },
  });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
}

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "render-identity-"));
  copyProject(project());
  mkdirSync(path.join(contentDir(), "newsletter"), { recursive: true });
  copyFileSync("tests/fixtures/issue-12.md", path.join(contentDir(), "newsletter", "issue-12.md"));
  writeFileSync(path.join(contentDir(), "site.json"), JSON.stringify(settings));
  build({});
}, 900_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("a render over the repository's build and a full build of the same content", () => {
  it("give the same files, byte for byte, but for the static hosts' _headers", async () => {
    const rendered = path.join(folder, "rendered", "client");
    await renderInWorker(
      {
        projectDir: project(),
        rendererDir: path.join(project(), "build", "renderer"),
        baseClientDir: path.join(project(), "build", "client"),
        outClientDir: rendered,
        // What the server hands its renderer (decision 046): the issues as the site shows them, her settings over the defaults.
        newsletterIssues: newsletterFrom(
          issueTextsIn(path.join(project(), "app", "content", "newsletter")),
          issueTextsIn(path.join(contentDir(), "newsletter")),
          contentWith(settings).site.coach,
        ).issues.map((each) => each.issue),
        publicOrigin: origin,
        settings,
      },
      new AbortController().signal,
    );
    // Inside the copy, so its server bundle finds the packages through the copy's node_modules link; under build/,
    // which .gitignore keeps out of Tailwind's sources as a real checkout does.
    const full = path.join(project(), "build", "full");
    build({ CONTENT_DIR: contentDir(), BUILD_OUT_DIR: full });

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
  }, 1_800_000);
});
