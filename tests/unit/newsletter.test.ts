import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterEach, describe, expect, it } from "vitest";
import { loadNewsletterIssues, newsletterFolder } from "~/content/newsletter.server";
import { renderRssFeed } from "~/lib/feeds";
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

const validFrontmatter = {
  number: 12,
  title: "A Twelfth Issue",
  summary: "A short summary of the twelfth issue.",
  description: "A description of the twelfth issue that is long enough to count.",
  publishDate: "2025-06-15",
};

function writeIssue(folder: string, fields: Record<string, unknown>, fileName = `issue-${fields.number}.md`) {
  const yaml = Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");
  writeFileSync(path.join(folder, fileName), `---\n${yaml}\n---\n\nThe body of the issue.\n`);
}

describe("the newsletter content", () => {
  it("has eleven issues numbered 1 to 11", () => {
    expect(issues.map((issue) => issue.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("runs from 24 April 2025 to 8 June 2025 with rising dates, issues 1 to 3 in April", () => {
    expect(issues[0]?.publishDate).toBe("2025-04-24");
    expect(issues.at(-1)?.publishDate).toBe("2025-06-08");
    const dates = issues.map((issue) => issue.publishDate);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const issue of issues.slice(0, 3)) expect(issue.publishDate).toMatch(/^2025-04-/);
  });

  it.each(issues.map((issue) => [issue.number, issue] as const))(
    "issue %i is a full article of 700 to 1,200 words",
    (_, issue) => {
      expect(issue.wordCount).toBeGreaterThanOrEqual(700);
      expect(issue.wordCount).toBeLessThanOrEqual(1200);
    },
  );

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

  it.each(issues.slice(4).map((issue) => [issue.number, issue] as const))(
    "ends issue %i with 'Book Your Strategy Session' → /contact",
    (_, issue) => {
      const lastLink = [...issue.html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].at(-1);
      expect(lastLink?.[1]).toBe("/contact");
      expect(lastLink?.[2]).toBe("Book Your Strategy Session");
    },
  );

  it("gives every issue its own title and a search description of 50 to 160 characters", () => {
    expect(new Set(issues.map((issue) => issue.title)).size).toBe(11);
    for (const issue of issues) expect(issue.description.length).toBeGreaterThanOrEqual(50);
  });
});

describe("adding an issue", () => {
  it("is adding one file: the archive, the prerendered pages, the sitemap and the feed all pick it up", () => {
    const folder = copyOfNewsletterFolder();
    writeIssue(folder, validFrontmatter);
    const withTwelve = loadNewsletterIssues(folder);
    expect(withTwelve).toHaveLength(12);
    expect(withTwelve.at(-1)).toMatchObject({ number: 12, path: "/newsletter/issue-12", title: "A Twelfth Issue" });
    expect(publicPagePaths(folder)).toContain("/newsletter/issue-12");
    expect(renderRssFeed(withTwelve, "https://coach.example")).toContain(
      "<link>https://coach.example/newsletter/issue-12</link>",
    );
  });
});

describe("a bad issue file fails the build, naming the file", () => {
  it.each([
    ["a missing title", { ...validFrontmatter, title: undefined }, /issue-12\.md: invalid frontmatter[\s\S]*title/],
    [
      "a date that is not a date",
      { ...validFrontmatter, publishDate: "15 June 2025" },
      /issue-12\.md: invalid frontmatter[\s\S]*publishDate/,
    ],
    [
      "a short description",
      { ...validFrontmatter, description: "Too short." },
      /issue-12\.md: invalid frontmatter[\s\S]*description/,
    ],
    [
      "a date before the previous issue",
      { ...validFrontmatter, publishDate: "2025-06-01" },
      /issue-12\.md: publishDate must be later/,
    ],
  ])("%s", (_, fields, message) => {
    const folder = copyOfNewsletterFolder();
    writeIssue(folder, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)), "issue-12.md");
    expect(() => loadNewsletterIssues(folder)).toThrow(message);
  });

  it("a number that does not match the file name", () => {
    const folder = copyOfNewsletterFolder();
    writeIssue(folder, { ...validFrontmatter, number: 13 }, "issue-12.md");
    expect(() => loadNewsletterIssues(folder)).toThrow(/issue-12\.md: frontmatter number 13 does not match the file name/);
  });

  it("a gap in the numbers", () => {
    const folder = copyOfNewsletterFolder();
    writeIssue(folder, { ...validFrontmatter, number: 13 });
    expect(() => loadNewsletterIssues(folder)).toThrow(/issue-13\.md: issue numbers must run from 1 without gaps/);
  });

  it("a file without frontmatter", () => {
    const folder = copyOfNewsletterFolder();
    writeFileSync(path.join(folder, "issue-12.md"), "Just text.\n");
    expect(() => loadNewsletterIssues(folder)).toThrow(/issue-12\.md: missing the frontmatter block/);
  });
});

describe("the RSS feed", () => {
  const feed = new XMLParser({ ignoreAttributes: false }).parse(renderRssFeed(issues, "https://coach.example"));

  it("is RSS 2.0 with eleven items, newest first", () => {
    expect(feed.rss["@_version"]).toBe("2.0");
    const items = feed.rss.channel.item as { title: string; link: string; pubDate: string; guid: { "#text": string } }[];
    expect(items).toHaveLength(11);
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
