import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterEach, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { loadNewsletterIssues, newsletterFolder } from "~/content/newsletter.server";
import { renderRssFeed } from "~/lib/feeds";
import { articleWordGuide } from "~/lib/newsletter-drafts";
import { publicPagePaths } from "~/lib/page-paths.server";

const issues = loadNewsletterIssues();
const folders: string[] = [];

function copyOfNewsletterFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), "newsletter-"));
  folders.push(folder);
  cpSync(newsletterFolder, folder, { recursive: true });
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A real issue, as a maintainer would add it; the tests below give it the next number and date. */
const fixtureIssue = readFileSync(path.resolve("tests/fixtures/issue-12.md"), "utf8");

/** The issue after the last one in the content, and the day after its date: whatever the content holds today. */
const nextNumber = issues.length + 1;
const nextFile = `issue-${nextNumber}.md`;
const lastDate = issues.at(-1)?.publishDate ?? "";
const daysFromLast = (days: number) =>
  new Date(Date.parse(`${lastDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The next issue with some frontmatter fields changed (undefined removes one), another file name or another body. */
function writeIssue(folder: string, changes: Record<string, unknown> = {}, fileName = nextFile, body?: string) {
  const [, frontmatter = "", article = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(fixtureIssue) ?? [];
  const fields = {
    ...parseYaml(frontmatter),
    number: nextNumber,
    title: `Issue ${nextNumber}, added by a test`,
    publishDate: daysFromLast(1),
    ...changes,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");
  writeFileSync(path.join(folder, fileName), `---\n${yaml}\n---\n${body ?? article}`);
}

/** The file name as the loader's messages name it. */
const named = (fileName: string, rule: string) => new RegExp(`${fileName.replace(".", "\\.")}: ${rule}`);

/** The issues the site launched with, whose facts are fixed: eleven, from 24 April to 8 June 2025. */
const launchIssues = issues.slice(0, 11);

describe("the newsletter content", () => {
  it("numbers its issues from 1 without gaps, starting with the eleven the site launched with", () => {
    expect(issues.map((issue) => issue.number)).toEqual(issues.map((_, index) => index + 1));
    expect(launchIssues).toHaveLength(11);
  });

  it("launched with issues from 24 April 2025 to 8 June 2025 with rising dates, issues 1 to 3 in April", () => {
    expect(launchIssues[0]?.publishDate).toBe("2025-04-24");
    expect(launchIssues.at(-1)?.publishDate).toBe("2025-06-08");
    const dates = issues.map((issue) => issue.publishDate);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const issue of issues.slice(0, 3)) expect(issue.publishDate).toMatch(/^2025-04-/);
  });

  it("covers hiring-cycle timing, a six-step system and the strategy call in issues 1 to 3", () => {
    expect(issues[0]?.html).toMatch(/budget|hiring cycle/i);
    expect(issues[1]?.html).toMatch(/six/i);
    expect(issues[2]?.html).toMatch(/strategy (session|call)/i);
  });

  it("describes Pivot to Profit as a nine-week series", () => {
    expect(issues[3]?.html).toMatch(/Pivot to Profit/);
    expect(issues[3]?.html).toMatch(/9 weeks|nine weeks|9-week|nine-week/i);
  });

  it("links issue 4 to /quiz and /contact", () => {
    expect(issues[3]?.html).toContain('href="/quiz"');
    expect(issues[3]?.html).toContain('href="/contact"');
  });

  it("gives every issue its own title", () => {
    expect(new Set(issues.map((issue) => issue.title)).size).toBe(issues.length);
  });
});

describe("adding an issue", () => {
  it("is adding one file: the archive, the prerendered pages, the sitemap and the feed all pick it up", () => {
    const folder = copyOfNewsletterFolder();
    writeIssue(folder);
    const withNext = loadNewsletterIssues(folder);
    const nextPath = `/newsletter/issue-${nextNumber}`;
    expect(withNext).toHaveLength(issues.length + 1);
    expect(withNext.at(-1)).toMatchObject({ number: nextNumber, path: nextPath });
    expect(publicPagePaths(loadNewsletterIssues(folder))).toContain(nextPath);
    expect(renderRssFeed(withNext, "https://coach.example")).toContain(`<link>https://coach.example${nextPath}</link>`);
  });

  it("shows a title stored with line breaks, control or direction characters as words, never run together or reversed", () => {
    const folder = copyOfNewsletterFolder();
    writeIssue(folder, { title: "Career\nmoves\u0001that\u202e work\u200b" });
    expect(loadNewsletterIssues(folder).at(-1)?.title).toBe("Career moves that work");
  });
});

describe("a bad issue file fails the build, naming the file and the rule", () => {
  const sentence = "One more sentence of the article. ";
  it.each([
    ["a missing title", { title: undefined }, named(nextFile, "invalid frontmatter[\\s\\S]*title")],
    ["a date that is not a date", { publishDate: "15 June 2025" }, named(nextFile, "invalid frontmatter[\\s\\S]*publishDate")],
    ["an empty description", { description: " " }, named(nextFile, "invalid frontmatter[\\s\\S]*description")],
    ["a date before the previous issue", { publishDate: daysFromLast(-1) }, named(nextFile, "publishDate must be later")],
  ])("%s", (_, changes, message) => {
    const folder = copyOfNewsletterFolder();
    writeIssue(folder, changes);
    expect(() => loadNewsletterIssues(folder)).toThrow(message);
  });

  it.each([
    [
      "a picture without its description",
      `${sentence}![](/images/x.png)`,
      named(nextFile, "the image /images/x.png needs a description"),
    ],
    [
      "a link that goes nowhere a reader can follow",
      `${sentence}[call me](javascript:alert(1))`,
      named(nextFile, 'the link "call me"'),
    ],
    ["an empty article", "\n", named(nextFile, "the article is empty")],
  ])("%s", (_, body, message) => {
    const folder = copyOfNewsletterFolder();
    writeIssue(folder, {}, nextFile, body);
    expect(() => loadNewsletterIssues(folder)).toThrow(message);
  });
});

describe("the launch issues' endings", () => {
  it("lets issues 1 to 4 end as they launched, and ends every later one with 'Book Your Strategy Session' → /contact", () => {
    const closing = /<p><a href="\/contact">Book Your Strategy Session<\/a><\/p>$/;
    for (const issue of issues) expect(issue.html.trim(), issue.slug).toMatch(issue.number >= 5 ? closing : /<p>Claire<\/p>$/);
  });
});

describe("an issue's length and ending guide her, and never refuse it", () => {
  const sentence = "One more sentence of the article. ";
  it.each([
    ["a teaser shorter than a full article", sentence.repeat(20)],
    ["an article longer than the guide", sentence.repeat(articleWordGuide.max / 6 + 1)],
    ["an article that ends with her sign-off, not the booking link", `${sentence.repeat(120)}\n\nClaire`],
  ])("%s", (_, body) => {
    const folder = copyOfNewsletterFolder();
    writeIssue(folder, {}, nextFile, body);
    expect(loadNewsletterIssues(folder).at(-1)).toMatchObject({ number: nextNumber });
  });
});

describe("a bad issue file fails the build, naming the file", () => {
  it("a number that does not match the file name", () => {
    const folder = copyOfNewsletterFolder();
    writeIssue(folder, { number: nextNumber + 1 });
    expect(() => loadNewsletterIssues(folder)).toThrow(
      named(nextFile, `frontmatter number ${nextNumber + 1} does not match the file name`),
    );
  });

  it("a gap in the numbers", () => {
    const folder = copyOfNewsletterFolder();
    const skipped = `issue-${nextNumber + 1}.md`;
    writeIssue(folder, { number: nextNumber + 1 }, skipped);
    expect(() => loadNewsletterIssues(folder)).toThrow(named(skipped, "issue numbers must run from 1 without gaps"));
  });

  it("a file without frontmatter", () => {
    const folder = copyOfNewsletterFolder();
    writeFileSync(path.join(folder, nextFile), "Just text.\n");
    expect(() => loadNewsletterIssues(folder)).toThrow(named(nextFile, "missing the frontmatter block"));
  });
});

describe("the RSS feed", () => {
  const feed = new XMLParser({ ignoreAttributes: false }).parse(renderRssFeed(issues, "https://coach.example"));

  it("stays well-formed XML when a title or summary holds a control character (a Word soft break is a vertical tab)", () => {
    const [first] = issues;
    if (!first) throw new Error("no issue");
    const pasted = { ...first, title: "Line one\u000Bline two\u0001", summary: "A summary\u000C with a form feed\u001F." };
    const xml = renderRssFeed([pasted], "https://coach.example");
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(new XMLParser().parse(xml).rss.channel.item.title).toBe("Line one line two");
  });

  it("is RSS 2.0 with an item per issue, newest first", () => {
    expect(feed.rss["@_version"]).toBe("2.0");
    const items = feed.rss.channel.item as { title: string; link: string; pubDate: string; guid: { "#text": string } }[];
    expect(items).toHaveLength(issues.length);
    expect(items[0]?.title).toBe(issues.at(-1)?.title);
  });

  it("uses absolute links and real dates", () => {
    for (const item of feed.rss.channel.item as { link: string; pubDate: string }[]) {
      expect(item.link).toMatch(/^https:\/\/coach\.example\/newsletter\/issue-\d+$/);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
    expect(feed.rss.channel.link).toBe("https://coach.example/newsletter");
  });
});
