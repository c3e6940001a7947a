/**
 * The recipe for a new newsletter issue (docs/content.md), followed as a new maintainer would: one file,
 * tests/fixtures/issue-12.md, added to a copy of the project, then `npm run build`. Everything the
 * site derives from the issue files must pick it up, with no other file edited.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { copyProject } from "./support/project-copy";

const origin = "https://coach.example";
const fixture = readFileSync(path.resolve("tests/fixtures/issue-12.md"), "utf8");
const twelfth = parseYaml(/^---\n([\s\S]*?)\n---/.exec(fixture)?.[1] ?? "") as { title: string; publishDate: string };

let project: string;
const built = (file: string) => readFileSync(path.join(project, "build/client", file), "utf8");

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), "new-issue-"));
  copyProject(project);
  copyFileSync("tests/fixtures/issue-12.md", path.join(project, "app/content/newsletter/issue-12.md"));
  const build = spawnSync("npm", ["run", "build"], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, PUBLIC_ORIGIN: origin },
  });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
}, 600_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("adding app/content/newsletter/issue-12.md and building", () => {
  it("shows it in the archive as the latest issue", () => {
    const archive = built("newsletter/index.html");
    const latest = archive.slice(archive.indexOf("Latest Issue"), archive.indexOf("Past Issues"));
    expect(latest).toMatch(/Issue (<!-- -->)?12\b/);
    expect(latest).toContain('href="/newsletter/issue-12"');
    expect(archive.match(/href="\/newsletter\/issue-\d+"/g)?.length).toBeGreaterThanOrEqual(12);
  });

  it("prerenders its page with its title, date, canonical URL, social card and Article data", () => {
    const page = built("newsletter/issue-12/index.html");
    expect(page).toContain(`<h1 class="mt-2 text-4xl font-semibold sm:text-5xl">${twelfth.title}</h1>`);
    expect(page).toContain(`<time dateTime="${twelfth.publishDate}">`);
    expect(page).toContain(`<link rel="canonical" href="${origin}/newsletter/issue-12"/>`);
    expect(page).toContain(`<meta property="og:image" content="${origin}/images/social/newsletter/issue-12.png"/>`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page)?.[1] ?? "{}");
    const article = jsonLd["@graph"].find((node: { "@type": string }) => node["@type"] === "Article");
    expect(article).toMatchObject({ headline: twelfth.title, datePublished: twelfth.publishDate });
  });

  it("links it from issue 11 as the next issue", () => {
    expect(built("newsletter/issue-11/index.html")).toContain('href="/newsletter/issue-12"');
  });

  it("lists it in the sitemap and, newest first, in the RSS feed", () => {
    expect(built("sitemap.xml")).toContain(`<loc>${origin}/newsletter/issue-12</loc>`);
    const feed = built("newsletter/rss.xml");
    expect(feed.indexOf(`<link>${origin}/newsletter/issue-12</link>`)).toBeGreaterThan(-1);
    expect(feed.indexOf("/newsletter/issue-12<")).toBeLessThan(feed.indexOf("/newsletter/issue-11<"));
  });

  it("draws its social card", () => {
    const card = path.join(project, "build/client/images/social/newsletter/issue-12.png");
    expect(existsSync(card)).toBe(true);
    expect(readFileSync(card).subarray(1, 4).toString()).toBe("PNG");
  });
});
