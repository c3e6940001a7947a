/**
 * Issue 48's bar for the pages: with every setting of Your details saved with a value of her own, the server's render
 * (decisions 038, 046) leaves no `sample(…)` value of app/content/ on any page, feed, sitemap or page data. The e-mails,
 * drafts and previews: tests/server/no-sample-once-saved.test.ts. Needs `npm run build`.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readBuildOrigin } from "../../server/http/build-origin";
import { filesUnder } from "../../server/http/static-site";
import { shownIssues, siteContentFrom } from "../../server/newsletter/site-content";
import { renderInWorker } from "../../server/site/renderer";
import { seedIssueRows } from "../server/support/newsletter-issue";
import { everyOwnContent, everyOwnSetting, samplesLeftIn } from "../server/support/own-settings";

const projectDir = path.resolve(import.meta.dirname, "../..");
const baseClientDir = path.join(projectDir, "build", "client");
const folder = mkdtempSync(path.join(tmpdir(), "no-sample-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the pages once every setting is hers", () => {
  it("carry no sample value anywhere", async () => {
    // Her settings and her content's rows, each with values of her own (her sessions and resources hold links too).
    const content = siteContentFrom(everyOwnSetting(), seedIssueRows(), {}, everyOwnContent());
    const outClientDir = path.join(folder, "client");
    await renderInWorker(
      {
        projectDir,
        rendererDir: path.join(projectDir, "build", "renderer"),
        baseClientDir,
        outClientDir,
        newsletterIssues: shownIssues(content),
        publicOrigin: readBuildOrigin(baseClientDir) ?? "http://localhost:3000",
        settings: content.saved,
        editable: content.editable,
      },
      new AbortController().signal,
    );
    const texts = filesUnder(outClientDir).filter((file) => /\.(html|xml|data|txt|json|webmanifest)$/.test(file));
    expect(texts.length).toBeGreaterThan(20);
    const left = texts.flatMap((file) =>
      samplesLeftIn(readFileSync(file, "utf8")).map((sample) => `${path.relative(outClientDir, file)}: ${sample}`),
    );
    expect(left).toEqual([]);
  }, 600_000);
});
