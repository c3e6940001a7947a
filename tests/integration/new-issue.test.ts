/**
 * The recipe for a new newsletter issue (docs/content.md), followed as a new maintainer would: one file,
 * tests/fixtures/issue-12.md, added to a fresh clone of the project with no build, then `npm start`, which builds
 * first (decision 047). Everything the site derives from the issue files must pick it up, with no other file edited.
 * One build for both promises, `npm start`'s and the recipe's (decision 055).
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { killGroup, npmStart } from "./support/npm-start";
import { copyProject } from "./support/project-copy";

const origin = "https://coach.example";
const fixture = readFileSync(path.resolve("tests/fixtures/issue-12.md"), "utf8");
const twelfth = parseYaml(/^---\n([\s\S]*?)\n---/.exec(fixture)?.[1] ?? "") as { title: string; publishDate: string };

let folder: string;
const project = () => path.join(folder, "project");
const built = (file: string) => readFileSync(path.join(project(), "build/client", file), "utf8");
let started: Awaited<ReturnType<typeof npmStart>>;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "new-issue-"));
  copyProject(project());
  copyFileSync("tests/fixtures/issue-12.md", path.join(project(), "app/content/newsletter/issue-12.md"));
  mkdirSync(path.join(folder, "data"));
  started = await npmStart(project(), path.join(folder, "data"), { PUBLIC_ORIGIN: origin });
  // A build from nothing: under a minute on a quiet 2-core machine, a few on a loaded one.
  await started.answering(300_000);
}, 330_000);

afterAll(() => {
  if (started) killGroup(started.child);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("npm start in a fresh clone with no build", () => {
  it("builds first, says so, and then answers", () => {
    expect(started.output.text).toContain("No whole build found: building the site and the server first");
    expect(existsSync(path.join(project(), "build", "server.js"))).toBe(true);
  });
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
    const card = path.join(project(), "build/client/images/social/newsletter/issue-12.png");
    expect(existsSync(card)).toBe(true);
    expect(readFileSync(card).subarray(1, 4).toString()).toBe("PNG");
  });
});
